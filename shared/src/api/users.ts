// spec §7 Users. The e-mail verify and reset links are plain browser navigations (the server
// redirects), so they have no function here.
import type {
  ChangeAdminNameRequest,
  ChangeAvailabilityRequest,
  ChangeNameRequest,
  ChangePasswordRequest,
  ChangePinRequest,
  ChangeRulesAndRegsRequest,
  DeleteOwnerRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterOwnerRequest,
  RenterLoginRequest,
  RenterLoginResponse,
  ResendVerificationRequest,
} from '../domain/api-contract';
import { postJson } from './client';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return postJson('/api/users/login', request);
}

export function loginRenter(request: RenterLoginRequest): Promise<RenterLoginResponse> {
  return postJson('/api/users/loginrenter', request);
}

export function forgotPassword(request: ForgotPasswordRequest): Promise<MessageResponse> {
  return postJson('/api/users/forgot_password', request);
}

export function changePin(request: ChangePinRequest): Promise<MessageResponse> {
  return postJson('/api/users/changepin', request);
}

export function changeName(request: ChangeNameRequest): Promise<MessageResponse> {
  return postJson('/api/users/changename', request);
}

export function changeAdminName(request: ChangeAdminNameRequest): Promise<MessageResponse> {
  return postJson('/api/users/changeadminname', request);
}

export function changeAvailability(request: ChangeAvailabilityRequest): Promise<MessageResponse> {
  return postJson('/api/users/changeavailability', request);
}

/** Signed in, or from the reset page with `reset_token` (brief: e-mail links). */
export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return postJson('/api/users/changepassword', request);
}

export function changeRulesAndRegs(request: ChangeRulesAndRegsRequest): Promise<MessageResponse> {
  return postJson('/api/users/changerulesandregs', request);
}

export function deleteOwner(request: DeleteOwnerRequest): Promise<MessageResponse> {
  return postJson('/api/users/deleteowner', request);
}

export function registerOwner(request: RegisterOwnerRequest): Promise<MessageResponse> {
  return postJson('/api/users/register', request);
}

/**
 * Ends the session on the server (an owner or admin everywhere, a renter this
 * check-in). Takes the token because the browser forgets it before the request goes out.
 */
export async function logout(token: string): Promise<void> {
  await postJson('/api/users/logout', {}, { headers: { Authorization: `Bearer ${token}` } });
}

/** An admin mails an unverified owner a new verification link. */
export function resendVerification(request: ResendVerificationRequest): Promise<MessageResponse> {
  return postJson('/api/users/resendverification', request);
}
