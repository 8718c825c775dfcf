// spec §7 get_all_violations and delete_violation for the Violations panel.
import { useCallback, useEffect, useState } from 'react';
import { deleteViolation, getAllViolations } from '../../api';
import { SUCCESS, type Violation } from '../../domain';
import { publishSuccess } from '../../events';
import { apiErrorMessage, reportApiError } from '../report-api-error';
import { readSessionContext } from '../session-context';

export function useViolations() {
  const [violations, setViolations] = useState<Violation[]>([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setViolations(await getAllViolations({ hoaid: readSessionContext().hoaid }));
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const add = (violation: Violation) => setViolations((list) => [violation, ...list]);

  const remove = async (violation: Violation) => {
    try {
      await deleteViolation({ violationid: violation._id });
      publishSuccess(SUCCESS.violationDelete);
      setViolations((list) => list.filter((v) => v._id !== violation._id));
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { violations, error, add, remove, reload: load };
}
