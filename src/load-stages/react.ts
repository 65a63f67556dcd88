// The first stage of the first load (src/main.tsx): React and its DOM renderer, the largest library, on its own.
export { createRoot } from 'react-dom/client';
