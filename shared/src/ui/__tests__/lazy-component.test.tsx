import { renderInPortal } from '@parking/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PART_NOT_LOADED, lazyComponent } from '../lazy-component';

function Part({ name }: { name: string }) {
  return <h2>{name}</h2>;
}

/** A loader whose fetch the test settles by hand, counting how often it was asked. */
function manualLoader() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Part>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Part), reject });
    });
  return { load, calls };
}

describe('lazyComponent', () => {
  it('shows Loading… until the part arrives, then the part with its props', async () => {
    const { load, calls } = manualLoader();
    const Lazy = lazyComponent(load);
    renderInPortal(<Lazy name="Vehicles" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    calls[0]!.resolve();

    expect(await screen.findByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches once, however often it is preloaded or shown, and then renders at once', async () => {
    const { load, calls } = manualLoader();
    const Lazy = lazyComponent(load);
    const first = Lazy.preload();
    void Lazy.preload();
    const { unmount } = renderInPortal(<Lazy name="Audit" />);
    calls[0]!.resolve();
    await first;
    unmount();

    renderInPortal(<Lazy name="Audit" />);
    // Already here: the first render shows it, with no Loading… in between.
    expect(screen.getByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when the part cannot be fetched, and Retry fetches it again', async () => {
    const { load, calls } = manualLoader();
    const Lazy = lazyComponent(load);
    renderInPortal(<Lazy name="Reports" />);
    calls[0]!.reject(new Error('ChunkLoadError'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PART_NOT_LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
