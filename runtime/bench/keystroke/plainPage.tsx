// Page (b), the limit: the same 300 fields as plain uncontrolled inputs, rendered once by React
// and never again (the browser keeps what is typed).
import { createRoot } from 'react-dom/client';
import { installBenchProbe, recordRender } from './benchProbe';
import { createBenchForm, type PlainField } from './createBenchForm';

const { plainFields, savedValues } = createBenchForm();
const probe = installBenchProbe();

function PlainInput({ field }: { readonly field: PlainField }) {
  recordRender(field.id);
  const saved = savedValues[field.id];
  const value = typeof saved === 'string' || typeof saved === 'number' ? saved : undefined;
  if (field.type === 'checkbox') {
    return (
      <label className="cell">
        <input id={field.id} type="checkbox" /> {field.label}
      </label>
    );
  }
  return (
    <div className="cell">
      <label htmlFor={field.id}>{field.label}</label>
      {field.type === 'text_area' ? (
        <textarea id={field.id} defaultValue={value} />
      ) : (
        <input
          id={field.id}
          type={field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          defaultValue={value}
        />
      )}
    </div>
  );
}

function PlainBenchPage() {
  return (
    <form className="grid" ref={() => probe.markReady()}>
      {plainFields.map((field) => (
        <PlainInput key={field.id} field={field} />
      ))}
    </form>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('plain.html has no #root element');
createRoot(container).render(<PlainBenchPage />);
