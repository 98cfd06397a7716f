// The wizard's pure rules: which step an application is on, the examination place, the required-field check of the
// download, the labels it names, the draft kept in the browser (draftMaterial), the documents of a course type and
// what a first draft takes from the learner's profile.
import type { TFunction } from '../../lib/i18n';
import { COURSE_STATUS } from '../../lib/course';
import { fieldLabel } from '../../lib/optionLabels';
import { STORAGE_KEYS } from '../../lib/session';
import type { ApplicationForm, ApplicationView, CourseView, DocumentSlot, EnrolmentOptions, UserView } from '../../lib/api-types';

/** The four steps: choose a project, submit materials, pay, done. */
export const STEPS = ['choose', 'materials', 'pay', 'done'] as const;
export type Step = 0 | 1 | 2 | 3;

/** The step of a chosen course's application: materials until approved, then pay, then done (spec 001 §4). */
export function stepOf(courseId: number | null, status: number | null | undefined): Step {
  if (courseId === null) return 0;
  if (status === COURSE_STATUS.awaitingPayment) return 2;
  if (status === COURSE_STATUS.studying) return 3;
  return 1;
}

/** Spec §5: '广东省' + city + '市' + district; '' until both are chosen. */
export function examPlace(city: string | null | undefined, district: string | null | undefined): string {
  return city && district ? `广东省${city}市${district}` : '';
}

/** A form with every field, empty where nothing is given (the server's default). */
export function completeForm(partial: Partial<ApplicationForm> = {}): ApplicationForm {
  const form: ApplicationForm = {
    name: '', gender: '', birth: '', idType: '', idNumber: '', phone: '', education: '', job: '', level: '', examType: '',
    examSubject: [], examCity: '', examDistrict: '', examPlace: '', certificateGetType: '', address: '',
    certificateName1: '', certificateLevel1: '', certificateDate1: '', certificateNo1: '',
    titleName1: '', titleLevel1: '', titleDate1: '', titleNo1: '', declareCondition: '', conductionCondition: '',
    eduTime1: '', eduSchool1: '', eduMajor1: '', eduType1: '', eduTime2: '', eduSchool2: '', eduMajor2: '', eduType2: '',
    eduTime3: '', eduSchool3: '', eduMajor3: '', eduType3: '', workYear: '',
    workTime1: '', workCompany1: '', workJob1: '', workContact1: '', workTime2: '', workCompany2: '', workJob2: '', workContact2: '',
    workTime3: '', workCompany3: '', workJob3: '', workContact3: '', signDate: '', signMonth: '', signDay: '', photo: '',
  };
  for (const key of Object.keys(form) as (keyof ApplicationForm)[]) {
    const value = partial[key];
    if (key === 'examSubject') form.examSubject = Array.isArray(value) ? value.map(String) : [];
    else if (value !== undefined && value !== null) (form as unknown as Record<string, string>)[key] = String(value);
  }
  // The place is always the one the city and district make (the server checks it is).
  form.examPlace = examPlace(form.examCity, form.examDistrict);
  return form;
}

/** The required fields (server order) left empty: blank text or no exam subject. */
export function missingFields(form: Partial<ApplicationForm>, required: EnrolmentOptions['required']): string[] {
  const values = form as Record<string, unknown>;
  return required
    .map(([field]) => field)
    .filter((field) => {
      const value = values[field];
      if (Array.isArray(value)) return value.length === 0;
      return typeof value !== 'string' || value.trim() === '';
    });
}

/** Spec §5: '请完整填写所有必填项，缺少：' + the labels joined by '，' (the server's refusal, word for word). */
export function missingMessage(t: TFunction, fields: string[]): string {
  return t('refusals.ENROL_FORM_INCOMPLETE', { fields: fields.map((f) => fieldLabel(t, f)).join(t('options.fieldSeparator')) });
}

// ---- the draft kept in the browser ---------------------------------------------------------------------

/** What the browser keeps of one course's application: typing not saved yet, and whether the form was downloaded. */
export interface LocalDraft {
  form: ApplicationForm | null;
  /** The form holds changes the server has not saved. */
  dirty: boolean;
  downloaded: boolean;
}

type DraftStore = Record<string, LocalDraft>;

function readStore(): DraftStore {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.draftMaterial) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DraftStore) : {};
  } catch {
    return {};
  }
}

export function readLocalDraft(courseId: number): LocalDraft {
  const saved = readStore()[String(courseId)];
  return {
    form: saved?.form ? completeForm(saved.form) : null,
    dirty: saved?.dirty === true,
    downloaded: saved?.downloaded === true,
  };
}

export function writeLocalDraft(courseId: number, change: Partial<LocalDraft>): LocalDraft {
  const store = readStore();
  const next = { ...readLocalDraft(courseId), ...change };
  store[String(courseId)] = next;
  try {
    localStorage.setItem(STORAGE_KEYS.draftMaterial, JSON.stringify(store));
  } catch {
    // A full or blocked storage only loses the unsaved-typing copy; the server keeps the saved draft.
  }
  return next;
}

/** The form to open: the browser's unsaved typing when there is some, else the server's draft. */
export function formToOpen(local: LocalDraft, server: ApplicationForm): ApplicationForm {
  return local.dirty && local.form ? local.form : completeForm(server);
}

// ---- the chosen course ---------------------------------------------------------------------------------

export function readSelectedCourse(): number | null {
  const id = Number(localStorage.getItem(STORAGE_KEYS.selectedCourseId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function writeSelectedCourse(courseId: number | null): void {
  if (courseId === null) localStorage.removeItem(STORAGE_KEYS.selectedCourseId);
  else localStorage.setItem(STORAGE_KEYS.selectedCourseId, String(courseId));
}

/** The courses one enrols in, by group: certification classes (type 0) and special-topic classes (type 1). Trial
 * courses are open to everyone and need no enrolment. */
export function courseGroups(courses: CourseView[]): { type: 0 | 1; courses: CourseView[] }[] {
  const open = courses.filter((c) => !c.publicCourse);
  return ([0, 1] as const).map((type) => ({ type, courses: open.filter((c) => (type === 1 ? c.type === 1 : c.type !== 1)) }));
}

// ---- documents -----------------------------------------------------------------------------------------

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
};

/** The picker's `accept`: the types and their usual extensions. */
export function acceptOf(types: readonly string[]): string {
  return [...types, ...types.flatMap((type) => EXTENSIONS[type] ?? [])].join(',');
}

/** The types as people name them: PDF/JPG/PNG. */
export function typeNames(types: readonly string[]): string {
  const names = types.map((type) => (EXTENSIONS[type]?.[0] ?? type).replace('.', '').toUpperCase());
  return [...new Set(names)].join('/');
}

/** The document slots of a course type (certification class: six; special class: the Excel declaration). */
export function documentSlots(options: Pick<EnrolmentOptions, 'certificationDocuments' | 'specialDocuments'>, courseType: number): DocumentSlot[] {
  return courseType === 1 ? options.specialDocuments : options.certificationDocuments;
}

/** Slot → file id of the uploaded documents (the body of a draft). */
export function documentIds(application: Pick<ApplicationView, 'documents'>): Record<string, number> {
  return Object.fromEntries(application.documents.map((d) => [d.slot, d.fileId]));
}

/** The slots still without a file. */
export function missingDocuments(slots: DocumentSlot[], application: Pick<ApplicationView, 'documents'>): DocumentSlot[] {
  const have = new Set(application.documents.map((d) => d.slot));
  return slots.filter((s) => !have.has(s.name));
}

// ---- a first draft -------------------------------------------------------------------------------------

/** What a new application takes from the learner's profile (only values the form accepts), and today as the date
 * of signing. */
export function firstDraft(user: Partial<UserView> | null, options: Pick<EnrolmentOptions, 'genders' | 'idTypes'>, today: Date): ApplicationForm {
  const idCard = user?.idCard?.trim() ?? '';
  return completeForm({
    name: user?.name ?? '',
    gender: options.genders.includes(user?.gender ?? '') ? (user?.gender ?? '') : '',
    birth: /^\d{4}-\d{2}-\d{2}$/.test(user?.birthDate ?? '') ? (user?.birthDate ?? '') : '',
    idType: idCard ? options.idTypes[0] : '',
    idNumber: idCard,
    phone: user?.phone ?? '',
    education: user?.education ?? '',
    address: user?.address ?? '',
    signDate: String(today.getFullYear()),
    signMonth: String(today.getMonth() + 1),
    signDay: String(today.getDate()),
  });
}
