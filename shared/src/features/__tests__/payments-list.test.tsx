import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRecord, PaymentsResponse } from '../../domain/api-contract';
import { PaymentsList } from '../payments-list/payments-list';
import { fakeServer, renderInPortal, signInAs } from '../../testing';

function payment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    payment_id: 'pay-1',
    // An evening payment in a community west of Greenwich: already the next day in UTC. The
    // lists show the community's day (paid_on), the one the monthly totals count.
    paid_at: '2026-03-02T02:30:00.000Z',
    paid_on: '2026-03-01',
    unitnumber: '101',
    plate: 'PIN101B',
    vehicle_type: 'CAR',
    payer_role: 'owner',
    first_night: '2026-03-01',
    checkout: '2026-03-03',
    nights: 2,
    amount: 20,
    refunded: 0,
    transaction_id: 'sbx_abc',
    quote_id: 'quote-1',
    status: 'succeeded',
    ...overrides,
  };
}

function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob ?? new Blob([]));
  });
}

const ledger: PaymentsResponse = {
  payments: [payment(), payment({ payment_id: 'pay-2', amount: 10, status: 'refunded' })],
  monthly_totals: [{ month: '2026-03', payments: 1, amount: 20 }],
};

describe('Payments list', () => {
  it("shows an owner their unit's payments without totals or a download", async () => {
    signInAs('owner');
    const requests = fakeServer({ 'POST /api/parking/get_payments': () => ({ body: ledger }) });
    renderInPortal(<PaymentsList view="owner" />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('PIN101B');
    expect(table).toHaveTextContent('$20.00');
    expect(table).toHaveTextContent('2 (2026-03-01 to 2026-03-03)');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^2026-03-01/);
    expect(table).not.toHaveTextContent('2026-03-02');
    expect(table).toHaveTextContent('sbx_abc');
    expect(table).toHaveTextContent('Refunded');
    expect(requests[0]?.body).toEqual({ hoaid: 'demo' });
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Monthly totals' })).not.toBeInTheDocument();
  });

  it('shows an admin the monthly totals and downloads the CSV', async () => {
    signInAs('admin');
    fakeServer({
      'POST /api/parking/get_payments': () => ({ body: ledger }),
      'GET /api/parking/payments_csv': () => ({ body: 'paid_at,unitnumber\r\n' }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:payments';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderInPortal(<PaymentsList view="admin" />);
    const totals = await screen.findByRole('table', { name: 'Monthly totals' });
    expect(totals).toHaveTextContent('2026-03');
    expect(totals).toHaveTextContent('$20.00');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(names).toEqual(['payments-demo.csv']);
    expect(await readBlob(created[0])).toBe('paid_at,unitnumber\r\n');
    click.mockRestore();
  });

  it('says when there are no payments', async () => {
    signInAs('owner');
    fakeServer({
      'POST /api/parking/get_payments': () => ({ body: { payments: [], monthly_totals: [] } }),
    });
    renderInPortal(<PaymentsList view="owner" />);
    expect(await screen.findByText('No payments')).toBeInTheDocument();
  });

  it('refunds part of a payment with a reason and shows it (docs/adr/0020)', async () => {
    signInAs('admin');
    let refunded = 0;
    const requests = fakeServer({
      'POST /api/parking/get_payments': () => ({
        body: { ...ledger, payments: [payment({ refunded })] },
      }),
      'POST /api/parking/refund_payment': (request) => {
        refunded = (request.body as { amount: number }).amount;
        return { body: payment({ refunded }) };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<PaymentsList view="admin" />);
    await user.click(await screen.findByRole('button', { name: 'Refund PIN101B 2026-03-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    expect(amount).toHaveValue('20.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(await within(dialog).findByText('Please give the reason for the refund.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '25');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Left two days early');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(
      await within(dialog).findByText(
        'Give an amount between $0.01 and what is left of the payment.',
      ),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '7.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$7.50 refunded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = requests.find((r) => r.url === '/api/parking/refund_payment');
    expect(sent?.body).toEqual({ payment_id: 'pay-1', amount: 7.5, reason: 'Left two days early' });
    expect(await screen.findByRole('table', { name: 'Payments' })).toHaveTextContent(
      'Paid, $7.50 refunded',
    );
  });
});
