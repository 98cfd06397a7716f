// Profile calls (read and update the signed-in user, change password, download their data, delete account, the learner's certificates and
// career referrals) and their query hooks.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiError, api, fieldRefusalMessage } from '../../lib/api';
import { fetchCurrentUser } from '../../lib/currentUser';
import { downloadPrivateFile } from '../../lib/privateFile';
import { refreshUser } from '../../lib/session';
import { trimValues } from '../../lib/validation';
import type { LearnerCertificateList, OwnReferralList, ProfileBody, UserView } from '../../lib/api-types';

type Id = number | string;

export const profileApi = {
  me: fetchCurrentUser,
  update: (body: ProfileBody) => api.put<UserView>('/api/v0/user', body),
  deleteAccount: (id: Id) => api.delete<null>(`/api/v0/user/${id}`),
  /** Everything held about the caller as a .zip, handed to the browser as a download. */
  dataExport: (fallbackName: string) => downloadPrivateFile('/api/v0/user/data-export', fallbackName),
  certificates: () => api.get<LearnerCertificateList>('/api/v0/user/certificate'),
  careerReferrals: () => api.get<OwnReferralList>('/api/v0/user/career/referral'),
};

export const profileKeys = {
  all: ['profile'] as const,
  me: (user: Id | null | undefined) => ['profile', 'me', String(user ?? '')] as const,
  certificates: (user: Id | null | undefined) => ['profile', 'certificates', String(user ?? '')] as const,
  careerReferrals: (user: Id | null | undefined) => ['profile', 'careerReferrals', String(user ?? '')] as const,
};

export const profileQueries = {
  /** Always read fresh when a profile form opens: another tab may have changed it. */
  me: (user: Id | null | undefined) => queryOptions({ queryKey: profileKeys.me(user), queryFn: profileApi.me, staleTime: 0 }),
  certificates: (user: Id | null | undefined) =>
    queryOptions({ queryKey: profileKeys.certificates(user), queryFn: () => profileApi.certificates().then((d) => d.certificates), staleTime: 0 }),
  careerReferrals: (user: Id | null | undefined) =>
    queryOptions({ queryKey: profileKeys.careerReferrals(user), queryFn: () => profileApi.careerReferrals().then((d) => d.referrals), staleTime: 0 }),
};

/** Saves a profile change; the answer becomes the cached profile and the stored user (header name). */
export function useUpdateProfile(user: Id | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: profileApi.update,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.me(user), saved);
      refreshUser(saved);
    },
  });
}


// ---- form values ⇄ request body ---------------------------------------------------------------------

export interface BasicInfoValues {
  username: string;
  name: string;
  email: string;
  phone: string;
}

export interface PersonalDataValues {
  name: string;
  phone: string;
  idCard: string;
  /** YYYY-MM-DD */
  birthDate: string;
  education?: string;
  degree?: string;
  email: string;
  workUnit: string;
  workExperience: string;
  address: string;
}

/** Spaces never belong in these fields: they are dropped as typed (the rest is trimmed when sent). */
export const NO_SPACES: string[] = ['email', 'phone', 'idCard', 'workExperience'];
export const stripSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function basicInfoFrom(user: UserView | undefined): BasicInfoValues {
  return { username: str(user?.username), name: str(user?.name), email: str(user?.email), phone: str(user?.phone) };
}

export function personalDataFrom(user: UserView | undefined): PersonalDataValues {
  return {
    name: str(user?.name),
    phone: str(user?.phone),
    idCard: str(user?.idCard),
    birthDate: typeof user?.birthDate === 'number' ? dayjs(user.birthDate).format('YYYY-MM-DD') : str(user?.birthDate),
    education: user?.education || undefined,
    degree: user?.degree || undefined,
    email: str(user?.email),
    workUnit: str(user?.workUnit),
    workExperience: str(user?.workExperience),
    address: str(user?.address),
  };
}

/** Basic info: the four fields, trimmed (spec 000 §5). */
export function toBasicInput(values: BasicInfoValues): ProfileBody {
  const v = trimValues({ ...values });
  return { username: v.username, name: v.name, email: v.email, phone: v.phone };
}

/** Personal data: trimmed; the ID number upper-cased (a trailing x is X); empty work years sent as null. */
export function toPersonalInput(values: PersonalDataValues): ProfileBody {
  const v = trimValues({ ...values });
  return {
    name: v.name,
    phone: v.phone,
    idCard: v.idCard.toUpperCase(),
    birthDate: v.birthDate,
    education: v.education,
    degree: v.degree,
    email: v.email,
    workUnit: v.workUnit,
    workExperience: v.workExperience === '' ? null : Number(v.workExperience),
    address: v.address,
  };
}

// ---- failure texts of spec 000 §8 ---------------------------------------------------------------------


/** Basic info: '更新失败: {status}', '服务器未响应，请稍后重试', else '更新用户信息失败'. Returns an i18n key + params, or the server text. */
export function basicUpdateFailure(error: unknown): { text: string } | { key: string; status?: number } {
  const own = fieldRefusalMessage(error);
  if (own) return { text: own };
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'profile.noResponse' };
    // The spec's text names the status of an answered failure; it only tells it, nothing is decided by it.
    if (error.kind === 'http') return { key: 'profile.updateFailedStatus', status: error.status };
  }
  return { key: 'profile.updateFailed' };
}

/** Personal data: an answered failure '更新失败，请稍后重试', no answer '提交失败，请稍后重试'. */
export function personalUpdateFailure(error: unknown): { text: string } | { key: string } {
  const own = fieldRefusalMessage(error);
  if (own) return { text: own };
  if (error instanceof ApiError && error.kind === 'http') return { key: 'profile.personUpdateFailed' };
  return { key: 'profile.personSubmitFailed' };
}

