// /StudentProfile/personinfo: the personal data of spec 000 §5 (the birth date fills itself from the ID number), and
// below it the download of everything held about the person (我的数据).
import { useEffect } from 'react';
import { Button, DatePicker, Flex, Form, Input } from 'antd';
import { useApp } from '../../../lib/useApp';
import { IdcardOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { optionChoices } from '../../../lib/optionLabels';
import { useSession } from '../../../lib/session';
import {
  DEGREE_OPTIONS,
  EDUCATION_OPTIONS,
  birthDateFromIdCard,
  fieldDependencies,
  formRules,
  personalDataRules,
} from '../../../lib/validation';
import { NO_SPACES, stripSpaces, personalDataFrom, personalUpdateFailure, profileQueries, toPersonalInput, useUpdateProfile, type PersonalDataValues } from '../api';
import { Panel } from '../../../components/Panel';
import '../profile.css';
import { ProfileLoadFailed, ProfileLoading } from '../components/ProfileLoadState';
import { DownloadMyData } from '../components/DownloadMyData';
import { FormGrid } from '../../../components/FormGrid';
import { FormSelect } from '../../../components/FormSelect';

const FIELDS: (keyof PersonalDataValues)[] = ['name', 'phone', 'idCard', 'birthDate', 'education', 'degree', 'email', 'workUnit', 'workExperience', 'address'];

export default function PersonInfoPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { user: stored } = useSession();
  const me = useQuery({ ...profileQueries.me(stored?.id), meta: { errorToast: 'profile.personFetchFailed' } });
  const update = useUpdateProfile(stored?.id);
  const [form] = Form.useForm<PersonalDataValues>();

  useEffect(() => {
    // A later refetch (focus, another tab's save) never overwrites what the person is typing.
    if (me.data && !form.isFieldsTouched()) form.setFieldsValue(personalDataFrom(me.data));
  }, [me.data, form]);

  const onValuesChange = (changed: Partial<PersonalDataValues>) => {
    if (changed.idCard === undefined) return;
    const birth = birthDateFromIdCard(changed.idCard);
    if (birth) {
      form.setFieldValue('birthDate', birth);
      void form.validateFields(['birthDate']).catch(() => undefined);
    }
  };

  const onFinish = async (values: PersonalDataValues) => {
    try {
      const saved = await update.mutateAsync(toPersonalInput(values));
      form.setFieldsValue(personalDataFrom(saved));
      message.success(t('profile.personSuccess'));
    } catch (error) {
      setFieldErrors(form, error, (name) => (name === 'birth' ? 'birthDate' : FIELDS.find((f) => f === name)));
      const failure = personalUpdateFailure(error);
      message.error('text' in failure ? failure.text : t(failure.key));
    }
  };

  const item = (name: keyof PersonalDataValues, required = true) => ({
    name,
    normalize: NO_SPACES.includes(name) ? stripSpaces : undefined,
    label: t(`profile.${name === 'workUnit' ? 'workplace' : name === 'workExperience' ? 'workYears' : name}`),
    rules: formRules(personalDataRules, name, t),
    dependencies: fieldDependencies(personalDataRules, name),
    required,
  });

  return (
    <>
      <Panel title={t('profile.personTitle')} subtitle={t('profile.personSubtitle')} testId="profile-person">
        {me.isPending ? (
          <ProfileLoading />
        ) : me.isError ? (
          <ProfileLoadFailed text={t('profile.personFetchFailed')} onRetry={() => void me.refetch()} />
        ) : (
          <Form<PersonalDataValues> form={form} layout="vertical" className="sc-pf-form" onFinish={onFinish} onValuesChange={onValuesChange} data-testid="person-form">
            <FormGrid
              gutter={24}
              wide={
                <Form.Item {...item('address', false)}>
                  <Input.TextArea placeholder={t('profile.addressPlaceholder')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
                </Form.Item>
              }
            >
              <Form.Item {...item('name')}>
                <Input placeholder={t('profile.namePlaceholder')} autoComplete="name" maxLength={20} />
              </Form.Item>
              <Form.Item {...item('phone')}>
                <Input prefix={<MobileOutlined />} placeholder={t('profile.phonePlaceholder')} autoComplete="tel" maxLength={11} />
              </Form.Item>
              <Form.Item {...item('idCard')}>
                <Input prefix={<IdcardOutlined />} placeholder={t('profile.idCardPlaceholder')} maxLength={18} data-testid="person-idcard" />
              </Form.Item>
              <Form.Item
                {...item('birthDate')}
                getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v) : null })}
                normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
              >
                <DatePicker
                  style={{ width: '100%' }}
                  placeholder={t('profile.birthDatePlaceholder')}
                  disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                  data-testid="person-birthdate"
                />
              </Form.Item>
              <Form.Item {...item('education')}>
                <FormSelect
                  placeholder={t('profile.educationPlaceholder')}
                  options={optionChoices(t, 'education', EDUCATION_OPTIONS)}
                  data-testid="person-education"
                />
              </Form.Item>
              <Form.Item {...item('degree')}>
                <FormSelect placeholder={t('profile.degreePlaceholder')} options={optionChoices(t, 'degree', DEGREE_OPTIONS)} data-testid="person-degree" />
              </Form.Item>
              <Form.Item {...item('email')}>
                <Input prefix={<MailOutlined />} placeholder={t('profile.emailPlaceholder')} autoComplete="email" />
              </Form.Item>
              <Form.Item {...item('workUnit', false)}>
                <Input placeholder={t('profile.workplacePlaceholder')} maxLength={100} />
              </Form.Item>
              <Form.Item {...item('workExperience', false)}>
                <Input placeholder={t('profile.workYearsPlaceholder')} suffix={t('profile.yearsSuffix')} maxLength={2} inputMode="numeric" />
              </Form.Item>
            </FormGrid>
            <Flex gap="var(--sc-space-sm)" className="sc-pf-actions">
              <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="person-save">
                {t('profile.save')}
              </Button>
              <Button onClick={() => form.setFieldsValue(personalDataFrom(me.data))}>{t('profile.reset')}</Button>
            </Flex>
          </Form>
        )}
      </Panel>
      <Panel title={t('profile.myDataTitle')} subtitle={t('profile.myDataSubtitle')} testId="profile-my-data" className="sc-pf-my-data">
        <p className="sc-pf-note">{t('profile.myDataText')}</p>
        <DownloadMyData />
      </Panel>
    </>
  );
}
