// The reference page of `npm run bench` (TOOLCHAIN "Browsers"): the smallest React page, built by the same
// bundler, so the machine's own Lighthouse ceiling is printed beside our pages' scores.
import { createRoot } from 'react-dom/client';

function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>React and react-dom only, built by rsbuild like the site.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<ReferencePage />);
