// /StudentProfile/basicinfo: username, name, e-mail, phone (spec 000 §5 rules, trimmed); '修改成功！' on success.
import { useEffect } from 'react';
import { Avatar, Button, Flex, Form, Input, Tag } from 'antd';
import { useApp } from '../../../lib/useApp';
import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { basicInfoRules, fieldDependencies, formRules } from '../../../lib/validation';
import { useSession } from '../../../lib/session';
import { formatMessageTime } from '../../../lib/messages';
import { NO_SPACES, stripSpaces, basicInfoFrom, basicUpdateFailure, profileQueries, toBasicInput, useUpdateProfile, type BasicInfoValues } from '../api';
import { Panel } from '../../../components/Panel';
import '../profile.css';
import { ProfileLoadFailed, ProfileLoading } from '../components/ProfileLoadState';
import { FormGrid } from '../../../components/FormGrid';

const FIELDS: (keyof BasicInfoValues)[] = ['username', 'name', 'email', 'phone'];

export default function BasicInfoPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { user: stored } = useSession();
  const me = useQuery({ ...profileQueries.me(stored?.id), meta: { errorToast: 'profile.fetchFailed' } });
  const update = useUpdateProfile(stored?.id);
  const [form] = Form.useForm<BasicInfoValues>();

  useEffect(() => {
    // A later refetch (focus, another tab's save) never overwrites what the person is typing.
    if (me.data && !form.isFieldsTouched()) form.setFieldsValue(basicInfoFrom(me.data));
  }, [me.data, form]);

  const onFinish = async (values: BasicInfoValues) => {
    try {
      const saved = await update.mutateAsync(toBasicInput(values));
      form.setFieldsValue(basicInfoFrom(saved));
      message.success(t('profile.updateSuccess'));
    } catch (error) {
      setFieldErrors(form, error, FIELDS);
      const failure = basicUpdateFailure(error);
      message.error('text' in failure ? failure.text : t(failure.key, { status: failure.status }));
    }
  };

  const item = (name: keyof BasicInfoValues) => ({
    name,
    normalize: NO_SPACES.includes(name) ? stripSpaces : undefined,
    label: t(`profile.${name}`),
    rules: formRules(basicInfoRules, name, t),
    dependencies: fieldDependencies(basicInfoRules, name),
  });

  const user = me.data;
  const display = user?.name || user?.username || '';

  return (
    <Panel title={t('profile.basicTitle')} subtitle={t('profile.basicSubtitle')} testId="profile-basic">
      {me.isPending ? (
        <ProfileLoading />
      ) : me.isError ? (
        <ProfileLoadFailed text={t('profile.fetchFailed')} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <Flex align="center" gap="var(--sc-space)" className="sc-pf-account">
            <Avatar size={56} style={{ background: 'var(--sc-primary)' }} icon={display ? undefined : <UserOutlined />}>
              {display.slice(0, 1).toUpperCase()}
            </Avatar>
            <Flex vertical gap={4} className="sc-grow">
              <div className="sc-pf-account-name sc-strong">
                {display}{' '}
                {(user?.roles ?? []).map((r) => (
                  <Tag key={r} color="blue">
                    {t(`roles.${r}`, { defaultValue: r })}
                  </Tag>
                ))}
              </div>
              <Flex wrap gap="4px var(--sc-space)" className="sc-note">
                <span>
                  {t('profile.accountId')}：{user?.id}
                </span>
                {user?.createdAt ? (
                  <span>
                    {t('profile.memberSince')}：{formatMessageTime(user.createdAt).slice(0, 10)}
                  </span>
                ) : null}
              </Flex>
            </Flex>
          </Flex>
          <Form<BasicInfoValues> form={form} layout="vertical" className="sc-pf-form" onFinish={onFinish} requiredMark data-testid="basic-form">
            <FormGrid gutter={24}>
              <Form.Item {...item('username')} required>
                <Input prefix={<UserOutlined />} placeholder={t('profile.usernamePlaceholder')} autoComplete="username" maxLength={20} />
              </Form.Item>
              <Form.Item {...item('name')} required>
                <Input placeholder={t('profile.namePlaceholder')} autoComplete="name" maxLength={20} />
              </Form.Item>
              <Form.Item {...item('email')} required>
                <Input prefix={<MailOutlined />} placeholder={t('profile.emailPlaceholder')} autoComplete="email" />
              </Form.Item>
              <Form.Item {...item('phone')} required>
                <Input prefix={<MobileOutlined />} placeholder={t('profile.phonePlaceholder')} autoComplete="tel" maxLength={11} />
              </Form.Item>
            </FormGrid>
            <Flex gap="var(--sc-space-sm)" className="sc-pf-actions">
              <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="basic-save">
                {t('profile.save')}
              </Button>
              <Button onClick={() => form.setFieldsValue(basicInfoFrom(me.data))}>{t('profile.reset')}</Button>
            </Flex>
          </Form>
        </>
      )}
    </Panel>
  );
}
