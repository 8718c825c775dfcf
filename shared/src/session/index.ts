// @parking/shared/session: typed access to the browser storage keys of spec §3.
export {
  SESSION_KEYS,
  TOKEN_KEY,
  USER_SESSION_KEYS,
  type SelectedHoa,
  type SessionKey,
  type SessionValues,
  type UserProfile,
} from './keys';
export { session, getToken, setToken, clearToken } from './storage';
export {
  storeCommunity,
  storeLogin,
  clearUserSession,
  readSession,
  readSessionValues,
  type SessionEntry,
  type SessionSnapshot,
} from './session-flows';
