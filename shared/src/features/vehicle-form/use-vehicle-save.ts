// The Register/Modify Vehicle submit flow (spec §2): with the values the form's schema passed,
// price the stay, show the Parking payment summary over the locked form, and save from the
// summary: Submit when no payment is due, the card form (spec §9, insert/modify with `payment`)
// when one is. The server's field errors go back to the form's fields.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { insertVehicle, modifyVehicle } from '../../api';
import {
  FAILURE,
  SUCCESS,
  type InsertVehicleRequest,
  type ModifyVehicleRequest,
  type LimitWarning,
  type PlateWarning,
  type SpotType,
  type Vehicle,
  type VehicleFields,
} from '../../domain';
import type { PaymentInput } from '../../domain/api-contract';
import { publishSuccess } from '../../events';
import { useCommunityFlags } from '../community/community-query';
import { fetchStayCharge, type StayCharge } from '../payment-summary/stay-charge';
import { limitRefusalMessage, reportApiError } from '../report-api-error';
import { readSessionContext } from '../session-context';
import { useInvalidateVehicles } from '../unit-vehicles/unit-vehicles-query';
import {
  insertRequest,
  modifyRequest,
  vehicleFieldsOf,
  type VehicleFormRole,
  type VehicleFormValues,
} from './vehicle-form-values';

export interface PendingSave {
  vehicle: VehicleFields;
  charge: StayCharge;
  values: VehicleFormValues;
}

interface Options {
  role: VehicleFormRole;
  vehicle: Vehicle | null | undefined;
  spotTypes: readonly SpotType[];
  /** The server's field errors, keyed by request field, for the form's fields. */
  showFieldErrors: (errors: Record<string, string>) => void;
  /** After the save, beside the lists being read again. */
  onSaved?: (vehicle: Vehicle) => void;
  onClose: () => void;
}

/** A save: the new vehicle's insert or a modify, either with the card's payment (spec §9). */
type SaveRequest =
  | { kind: 'insert'; request: InsertVehicleRequest }
  | { kind: 'modify'; request: ModifyVehicleRequest };

/** The vehicle save as a mutation: every vehicle list and count of the page reads again. */
function useSaveVehicle() {
  const invalidate = useInvalidateVehicles();
  return useMutation<Vehicle, Error, SaveRequest>({
    mutationFn: (save) =>
      save.kind === 'insert' ? insertVehicle(save.request) : modifyVehicle(save.request),
    // docs/adr/0011: the lists are read again; the form waits for nothing.
    onSuccess: () => void invalidate(),
  });
}

export function useVehicleSave({ role, vehicle, showFieldErrors, onSaved, onClose }: Options) {
  const saving = useSaveVehicle();
  // The fee flags of the community query: an admin's change shows on the next navigation.
  const flags = useCommunityFlags();
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // A plate onsite for another unit is saved with a warning the form shows.
  const [plateWarning, setPlateWarning] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const mode = vehicle ? 'modify' : 'create';

  /** The insert or modify request of the reviewed values, with the card's payment if any. */
  const saveRequest = (
    values: VehicleFormValues,
    context: { hoaid: string; today: string },
    payment?: PaymentInput,
  ): SaveRequest =>
    vehicle
      ? {
          kind: 'modify',
          request: {
            ...modifyRequest(values, vehicle.vehicleid || vehicle._id, context.today),
            ...(payment ? { payment } : {}),
          },
        }
      : {
          kind: 'insert',
          request: {
            ...insertRequest(values, context.hoaid, context.today),
            ...(payment ? { payment } : {}),
          },
        };

  /** Prices the checked values and shows the summary over the locked form. */
  const review = async (values: VehicleFormValues): Promise<void> => {
    const context = readSessionContext();
    try {
      // The summary shows the server's quote, the price the card is charged.
      const charge = await fetchStayCharge(
        {
          vehicleid: vehicle ? vehicle.vehicleid || vehicle._id : undefined,
          // docs/adr/0020: a returning plate's unused paid nights are credit.
          ...(vehicle ? {} : { plate: values.plate }),
          vehicle_type: values.vehicle_type,
          // The type as saved: a car turned into a guest shows the guest rules (docs/adr/0029).
          carownertype: values.carownertype,
          enddate: values.enddate,
          dstr: context.today,
        },
        role,
        flags,
      );
      setPending({ vehicle: vehicleFieldsOf(values), charge, values });
    } catch (error) {
      showFieldErrors(reportApiError(error));
    }
  };

  const save = async (): Promise<void> => {
    if (!pending || pending.charge.paymentDue) return;
    const context = readSessionContext();
    const failure = mode === 'create' ? FAILURE.vehicleInsert : FAILURE.vehicleUpdate;
    try {
      const saved = await saving.mutateAsync(saveRequest(pending.values, context));
      publishSuccess(mode === 'create' ? SUCCESS.vehicleInsert : SUCCESS.vehicleUpdate);
      setPending(null);
      onSaved?.(saved);
      // Warning mode's extra car (docs/adr/0028) comes back with the spec's text: shown alike.
      const { plate_warning, limit_warning = [] } = saved as Vehicle & PlateWarning & LimitWarning;
      const warning = [plate_warning ?? '', ...limit_warning].filter(Boolean).join(' ');
      if (warning) setPlateWarning(warning);
      else onClose();
    } catch (error) {
      const limit = limitRefusalMessage(error);
      if (limit !== null) {
        setPending(null);
        setLimitMessage(limit);
        return;
      }
      showFieldErrors(reportApiError(error, failure));
      setPending(null);
    }
  };

  /** The card form's save: the server charges the card, then saves (402 on decline). */
  const pay = (payment: PaymentInput): Promise<Vehicle> => {
    if (!pending) return Promise.reject(new Error(FAILURE.transaction));
    return saving.mutateAsync(saveRequest(pending.values, readSessionContext(), payment));
  };

  /** After 'Transaction Complete' the summary stays open; closing it closes the form. */
  const paidWith = (saved: Vehicle) => {
    setPaid(true);
    publishSuccess(mode === 'create' ? SUCCESS.vehicleInsert : SUCCESS.vehicleUpdate);
    onSaved?.(saved);
  };

  return {
    mode,
    pending,
    review,
    save,
    pay,
    paid: paidWith,
    closeSummary: () => {
      setPending(null);
      if (paid) onClose();
    },
    limitMessage,
    closeLimitMessage: () => setLimitMessage(null),
    plateWarning,
    closePlateWarning: () => {
      setPlateWarning(null);
      onClose();
    },
  } as const;
}
