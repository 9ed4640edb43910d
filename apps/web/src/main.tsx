import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// index.html's title names the shop until the app runs; from then on each page renders its own
// (components/page-head.tsx), which React adds beside it rather than in its place, and one
// document has one title (issue 17).
document.head.querySelector('title')?.remove();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
