// The floor the app's first load is measured against: React 19 and ReactDOM rendering one
// element, built by the same Vite as the app. Nothing can load less and still be a React app.
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(<h1>Hello</h1>);
