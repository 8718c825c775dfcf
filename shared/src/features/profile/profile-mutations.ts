// The profile's writes as mutations of the data layer (docs/adr/0011): each one calls the API,
// keeps the session copy of spec §3 in sync (the shell's header reads the name from there), and
// refreshes the queries whose data it changed. The user's own record is a row of the owners
// list (name, phone, PIN, terms), so a change of it refreshes every owners query of the page.
// A password is in no query's data: its change refreshes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeAdminName, changeName, changePassword, changePin } from '../../api';
import { queryKeys } from '../../data';
import { session } from '../../session';

/** Reads the owners queries again (the changed user is one of their rows). */
function useRefreshOwners(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.owners.all });
}

export interface OwnerNameChange {
  fname: string;
  lname: string;
  phone: string;
}

/** spec §2 Owner profile: first and last name and phone (changename, which 'owner'). */
export function useChangeName() {
  const refreshOwners = useRefreshOwners();
  return useMutation({
    mutationFn: ({ fname, lname, phone }: OwnerNameChange) =>
      changeName({
        which: 'owner',
        userid: session.get('userid') ?? '',
        name: `${fname.trim()} ${lname.trim()}`.trim(),
        fname: fname.trim(),
        lname: lname.trim(),
        unitnumber: session.get('unitnumber') ?? '',
        phone: phone.trim(),
      }),
    onSuccess: async (_answer, { fname, lname, phone }) => {
      session.set('username', `${fname.trim()} ${lname.trim()}`.trim());
      session.set('userprofile', {
        first_name: fname.trim(),
        last_name: lname.trim(),
        phone: phone.trim(),
      });
      await refreshOwners();
    },
  });
}

export interface AdminNameChange {
  name: string;
  phone: string;
}

/** spec §2 Admin profile: name and phone (changeadminname, which 'admin'). */
export function useChangeAdminName() {
  const refreshOwners = useRefreshOwners();
  return useMutation({
    mutationFn: ({ name, phone }: AdminNameChange) =>
      changeAdminName({
        which: 'admin',
        userid: session.get('userid') ?? '',
        name: name.trim(),
        phone,
      }),
    onSuccess: async (_answer, { name, phone }) => {
      session.set('username', name.trim());
      const profile = session.get('userprofile');
      if (profile) session.set('userprofile', { ...profile, phone });
      await refreshOwners();
    },
  });
}

/** spec §2 Owner profile: the PIN renters check in with (changepin). */
export function useChangePin() {
  const refreshOwners = useRefreshOwners();
  return useMutation({
    mutationFn: (pincode: string) =>
      changePin({ userid: session.get('userid') ?? '', pincode: pincode.trim() }),
    onSuccess: () => refreshOwners(),
  });
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password2: string;
}

/** spec §2 Owner and Admin profile: one's own password (changepassword). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: PasswordChange) =>
      changePassword({ userid: session.get('userid') ?? '', ...form }),
  });
}
