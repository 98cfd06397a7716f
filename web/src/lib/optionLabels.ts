// The words a reader sees for what the spec keeps in Chinese on the wire and in the .docx — the application form's
// option lists, education and degree, certificate levels, document slots, the examination place — and for the
// field and document names a refusal carries: zh-CN shows the value itself, another language its own word
// (locales: options.*, applicationForm.fields.*).
import i18n, { type TFunction } from './i18n';
import zhCN from '../locales/zh-CN';

export type OptionList = keyof typeof zhCN.options;

/** A value's word in the reader's language; a value this client does not know is shown as it is. */
export function optionLabel(t: TFunction, list: OptionList, value: string | null | undefined): string {
  const v = value ?? '';
  return v ? t(`options.${list}.${v}`, { defaultValue: v }) : v;
}

/** The choices of a Select or Radio.Group: the value stays the Chinese text, the label is the reader's word. */
export function optionChoices(t: TFunction, list: OptionList, values: readonly string[]) {
  return values.map((value) => ({ value, label: optionLabel(t, list, value) }));
}

/** A city of Guangdong as its picker shows it ('广州市', 'Guangzhou'). */
export const cityLabel = (t: TFunction, city: string) => t('options.cityName', { city: optionLabel(t, 'city', city) });

/** The examination place ('广东省广州市天河区', 'Tianhe District, Guangzhou, Guangdong'); the value sent stays Chinese. */
export const placeLabel = (t: TFunction, city: string, district: string) =>
  t('options.place', { city: optionLabel(t, 'city', city), district: optionLabel(t, 'district', district) });

const ROW_FIELD = /^(edu|work)(Time|School|Major|Type|Company|Job|Contact)([1-3])$/;

/**
 * A field's name in the missing-fields message: an experience cell is its row ('学习经历1' + '学校'); the signature's
 * year, month and day are named apart. In zh-CN these are the server's labels (domain::enrolment::REQUIRED).
 */
export function fieldLabel(t: TFunction, field: string): string {
  const row = ROW_FIELD.exec(field);
  if (row) {
    const [, kind, column, n] = row;
    return t('applicationForm.rowLabel', {
      section: t(`applicationForm.sections.${kind === 'edu' ? 'education' : 'work'}`),
      n,
      column: t(`applicationForm.fields.${kind}${column}`),
    });
  }
  return t(`applicationForm.fields.${field === 'signDate' ? 'signYear' : field}`);
}

/** Every field name the form has, with its experience rows. */
function formFields(): string[] {
  const names = Object.keys(zhCN.applicationForm.fields);
  const columns = names.filter((name) => /^(edu|work)[A-Z]/.test(name));
  return [...names.filter((name) => !columns.includes(name)), ...columns.flatMap((c) => [1, 2, 3].map((n) => `${c}${n}`))];
}

let fieldsByServerLabel: Map<string, string> | undefined;

/** The server's field labels ('，'-joined, as ENROL_FORM_INCOMPLETE names them) in the reader's language; as sent when one is unknown. */
function fieldNames(t: TFunction, labels: string): string {
  if (!fieldsByServerLabel) {
    const zh = i18n.getFixedT('zh-CN');
    fieldsByServerLabel = new Map(formFields().map((field) => [fieldLabel(zh, field), field]));
  }
  const fields = labels.split('，').map((label) => fieldsByServerLabel!.get(label.trim()));
  if (fields.some((field) => field === undefined)) return labels;
  return fields.map((field) => fieldLabel(t, field!)).join(t('options.fieldSeparator'));
}

/**
 * A refusal's parameters in the reader's language: the document, the file types ('JPG、PNG') and the form fields
 * it names (the rest are numbers or data).
 */
export function refusalParams(t: TFunction, code: string, params: Record<string, string>): Record<string, string> {
  const out = { ...params };
  if (out.document) out.document = optionLabel(t, 'document', out.document);
  if (out.types) out.types = out.types.split('、').join(t('options.listSeparator'));
  if (code === 'ENROL_FORM_INCOMPLETE' && out.fields) out.fields = fieldNames(t, out.fields);
  return out;
}
