import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRole } from '#src/lib/guards';

/** Routes for the admin role only (spec 01 §2.1); any other role goes to /unauthorized. */
export const Route = createFileRoute('/_app/_admin')({
  beforeLoad: requireRole('admin'),
  component: Outlet,
});
