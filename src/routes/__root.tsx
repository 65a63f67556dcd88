import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  // Spec 01 §2.1: any unknown path redirects to /dashboard.
  notFoundComponent: () => <Navigate to="/dashboard" replace />,
});
