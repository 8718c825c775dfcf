// A checkout that needs a card (spec §9): the Parking payment summary's state. The date is
// saved with the payment (usePaidCheckout); after 'Transaction Complete' the summary stays open,
// and closing it shows the limit notice, if any, or closes the popup.
import { useState } from 'react';
import { FAILURE, type PaymentInput, type Vehicle } from '@parking/shared/domain';
import { checkoutChangeRequest, type StayCharge } from '@parking/shared/features';
import { usePaidCheckout } from '../api/status-mutations';

/** A due payment: the summary's numbers and the notice to show once the date is saved. */
interface PendingCharge {
  quote: StayCharge;
  notice: string | null;
}

interface Options {
  today: string;
  /** The saved vehicle, once paid. */
  onPaid: (vehicle: Vehicle) => void;
  /** The summary closed after a payment, with the notice to show (or none). */
  onDone: (notice: string | null) => void;
}

export function useStayPayment({ today, onPaid, onDone }: Options) {
  const [pending, setPending] = useState<(PendingCharge & { vehicle: Vehicle }) | null>(null);
  const [paid, setPaid] = useState(false);
  const paidCheckout = usePaidCheckout();

  const pay = (payment: PaymentInput): Promise<Vehicle> => {
    if (!pending) return Promise.reject(new Error(FAILURE.transaction));
    const request = checkoutChangeRequest(pending.vehicle, pending.quote.checkout, today);
    return paidCheckout.mutateAsync({ ...request, payment });
  };

  return {
    charge: pending?.quote ?? null,
    paid,
    /** Opens the summary for this vehicle's stay. */
    open: (vehicle: Vehicle, quote: StayCharge, notice: string | null) =>
      setPending({ vehicle, quote, notice }),
    pay,
    /** The card was charged and the date saved. */
    done: (saved: Vehicle) => {
      setPaid(true);
      onPaid(saved);
    },
    close: () => {
      const notice = pending?.notice ?? null;
      setPending(null);
      if (paid) onDone(notice);
    },
  };
}
