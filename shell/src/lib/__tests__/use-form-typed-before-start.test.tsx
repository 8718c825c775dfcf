// docs/adr/0034: a server-rendered form filled in before hydration keeps what was typed. The
// server's HTML is put in the page, "typed" into, then hydrated; a later state change re-renders
// the form, and the typed values must still be there (React would otherwise write its own back).
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- React's server renderer, not our server's code
import { renderToString } from 'react-dom/server';
import { useFormTypedBeforeStart } from '../use-form-typed-before-start';

function Form() {
  const [values, setValues] = useState({ name: 'Ada', note: '', agreed: false, extra: '' });
  const form = useRef<HTMLFormElement>(null);
  useFormTypedBeforeStart(form, values, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  return (
    <form ref={form}>
      <input
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <textarea
        name="note"
        value={values.note}
        onChange={(e) => setValues({ ...values, note: e.target.value })}
      />
      <input
        name="agreed"
        type="checkbox"
        checked={values.agreed}
        onChange={(e) => setValues({ ...values, agreed: e.target.checked })}
      />
      <input
        name="extra"
        value={values.extra}
        onChange={(e) => setValues({ ...values, extra: e.target.value })}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('useFormTypedBeforeStart', () => {
  it('takes what was typed before hydration into the state, and keeps it on the next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    // The visitor types before the scripts run.
    field('name').value = 'Grace';
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Blue car';
    field('agreed').checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '{}')).toEqual({
      name: 'Grace',
      note: 'Blue car',
      agreed: true,
      extra: '',
    });
    // Another field changes the state: React renders again and the typed text stays.
    await act(async () => {
      field('extra').value = 'x';
      field('extra').dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field('name').value).toBe('Grace');
    expect(field('agreed').checked).toBe(true);
    container.remove();
  });
});
