// Auth calls (login, guest, register, SMS, phone login, reset, logout) and their TanStack Query hooks.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type {
  LoginAnswer,
  LoginBody,
  PhoneLoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeAnswer,
  SendCodeBody,
  UserView,
  VerifyCodeAnswer,
  VerifyCodeBody,
} from '../../lib/api-types';

export const authApi = {
  login: (body: LoginBody) => api.post<LoginAnswer>('/api/v0/user/login', body),
  guest: () => api.post<LoginAnswer>('/api/v0/user/guest'),
  register: (body: RegisterBody) => api.post<UserView>('/api/v0/user/register', body, { auth: false }),
  sendSmsCode: (body: SendCodeBody) => api.post<SendCodeAnswer>('/api/v0/sms/code', body),
  verifySmsCode: (body: VerifyCodeBody) => api.post<VerifyCodeAnswer>('/api/v0/sms/verify', body),
  phoneLogin: (body: PhoneLoginBody) => api.post<LoginAnswer>('/api/v0/user/login/phone', body),
  resetPassword: (body: ResetPasswordBody) => api.post<null>('/api/v0/user/password/reset', body),
  logout: () => api.post<null>('/api/v0/user/logout'),
};

/** Invite code is optional; an empty one is sent as null. */
export function toRegisterBody(values: {
  username: string;
  phone: string;
  email: string;
  password: string;
  inviteCode?: string | null;
}): RegisterBody {
  const invite = (values.inviteCode ?? '').trim();
  return {
    username: values.username.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    password: values.password,
    inviteCode: invite === '' ? null : invite,
  };
}

export const useLoginMutation = () => useMutation({ mutationFn: authApi.login });
export const useGuestMutation = () => useMutation({ mutationFn: authApi.guest });
export const useRegisterMutation = () => useMutation({ mutationFn: authApi.register });
export const useSendSmsCodeMutation = () => useMutation({ mutationFn: authApi.sendSmsCode });
export const useVerifySmsCodeMutation = () => useMutation({ mutationFn: authApi.verifySmsCode });
export const usePhoneLoginMutation = () => useMutation({ mutationFn: authApi.phoneLogin });
export const useResetPasswordMutation = () => useMutation({ mutationFn: authApi.resetPassword });
