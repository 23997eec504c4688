import { setConditionCodeGeneration } from '@tessera/engine';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The pages' Content-Security-Policy allows no `eval`: conditions stay on their compiled
// programs instead of generating code when hot (the first refusal would be logged otherwise).
setConditionCodeGeneration(false);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
