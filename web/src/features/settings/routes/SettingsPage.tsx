// /root/settings (administrators): the site name, the registration notice and the payment accounts and QR codes the
// enrolment wizard shows, the login protection limits, how long stills and the audit log are kept (GET/PUT
// /api/v0/admin/settings), and the history of changes.
// QR images are public uploads (source 'cover').
import { Button, Col, Flex, Form, Input, InputNumber, Row, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import {
  AlipayCircleOutlined,
  BankOutlined,
  GlobalOutlined,
  ReloadOutlined,
  SafetyOutlined,
  SaveOutlined,
  WechatOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { FileUpload } from '../../../components/FileUpload';
import { setFieldErrors } from '../../../components/formErrors';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { defaultSiteName } from '../../../lib/siteName';
import { settingsQueries, useSaveSettings } from '../api';
import { ChangeHistory } from '../components/ChangeHistory';
import { SETTINGS, SETTING_KEYS, isSettingKey, settingRules, settingsChanges, settingsValues, type NumberKey, type SettingKey, type Settings, type SettingsValues } from '../settings';
import '../settings.css';

/** QR codes are shown to every learner on the payment step: a public image source admins may upload to. */
const QR_SOURCE = 'cover';

const LOGIN_LIMITS: NumberKey[] = ['loginFailuresPerAddress', 'loginFailuresPerAccount', 'loginLockMinutes'];

function PanelTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="small" align="center">
      {icon}
      {children}
    </Flex>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveSettings();

  const item = (key: SettingKey) => ({ name: key, label: t(`siteSettings.${key}`), rules: settingRules(key, t) });
  const numberField = (key: NumberKey) => {
    const { min, max, initial } = SETTINGS[key];
    return (
      <Col xs={24} md={8} key={key}>
        <Form.Item {...item(key)} extra={t('siteSettings.numberHint', { min, max, value: initial })}>
          <InputNumber min={min} max={max} precision={0} step={1} className="sc-st-number" data-testid={`setting-${key}`} />
        </Form.Item>
      </Col>
    );
  };

  const onFinish = async (values: SettingsValues) => {
    try {
      const next = await save.mutateAsync(settingsChanges(values, saved));
      form.setFieldsValue(settingsValues(next));
      message.success(t('siteSettings.saved'));
    } catch (error) {
      const blamed = Object.keys(setFieldErrors(form, error, SETTING_KEYS)).find(isSettingKey);
      if (blamed) form.scrollToField(blamed, { block: 'center' });
      message.error(errorMessage(error, t('siteSettings.saveFailed')));
    }
  };

  const qr = (key: 'wechatQr' | 'alipayQr') => (
    <Form.Item {...item(key)} extra={t('siteSettings.qrHint')}>
      <FileUpload source={QR_SOURCE} accept="image/png,image/jpeg" preview="image" testId={`setting-${key}`} />
    </Form.Item>
  );

  const actions = (
    <>
      <Button onClick={() => form.setFieldsValue(settingsValues(saved))} disabled={save.isPending}>
        {t('siteSettings.reset')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} htmlType="submit" loading={save.isPending} data-testid="settings-save">
        {t('siteSettings.save')}
      </Button>
    </>
  );

  const appName = defaultSiteName();

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      initialValues={settingsValues(saved)}
      onFinish={(v) => void onFinish(v)}
      scrollToFirstError={{ block: 'center' }}
      className="sc-st-form"
      data-testid="settings-form"
    >
      <PageHeader title={t('titles.adminSettings')} subtitle={t('siteSettings.subtitle')} extra={actions} />
      <Flex vertical gap="middle">
        <Panel title={<PanelTitle icon={<GlobalOutlined className="sc-st-icon is-site" />}>{t('siteSettings.site')}</PanelTitle>}>
          <Row>
            <Col xs={24} md={16} xl={12}>
              <Form.Item {...item('siteName')} extra={t('siteSettings.siteNameHint', { name: appName })}>
                <Input placeholder={appName} showCount maxLength={SETTINGS.siteName.max} allowClear data-testid="setting-siteName" />
              </Form.Item>
            </Col>
          </Row>
        </Panel>
        <Panel title={<PanelTitle icon={<SafetyCertificateOutlined className="sc-st-icon is-site" />}>{t('siteSettings.certificate')}</PanelTitle>}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item {...item('certificateOrganisation')} extra={t('siteSettings.certificateOrganisationHint')}>
                <Input showCount maxLength={SETTINGS.certificateOrganisation.max} allowClear data-testid="setting-certificateOrganisation" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item {...item('certificateSeal')} extra={t('siteSettings.certificateSealHint')}>
                <FileUpload source={QR_SOURCE} accept="image/png,image/jpeg" preview="image" testId="setting-certificateSeal" />
              </Form.Item>
            </Col>
          </Row>
        </Panel>
        <Panel title={t('siteSettings.notice')}>
          <Form.Item {...item('registrationNotice')} label={undefined} extra={t('siteSettings.registrationNoticeHint')}>
            <Input.TextArea
              aria-label={t('siteSettings.registrationNotice')}
              autoSize={{ minRows: 6, maxRows: 18 }}
              showCount
              maxLength={SETTINGS.registrationNotice.max}
              data-testid="setting-registrationNotice"
            />
          </Form.Item>
        </Panel>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Panel title={<PanelTitle icon={<WechatOutlined className="sc-st-icon is-wechat" />}>{t('siteSettings.wechat')}</PanelTitle>} className="sc-st-pay-panel">
              <Form.Item {...item('wechatAccount')}>
                <Input data-testid="setting-wechatAccount" />
              </Form.Item>
              {qr('wechatQr')}
            </Panel>
          </Col>
          <Col xs={24} md={12}>
            <Panel title={<PanelTitle icon={<AlipayCircleOutlined className="sc-st-icon is-alipay" />}>{t('siteSettings.alipay')}</PanelTitle>} className="sc-st-pay-panel">
              <Form.Item {...item('alipayAccount')}>
                <Input data-testid="setting-alipayAccount" />
              </Form.Item>
              {qr('alipayQr')}
            </Panel>
          </Col>
        </Row>
        <Panel title={<PanelTitle icon={<BankOutlined className="sc-st-icon is-bank" />}>{t('siteSettings.bank')}</PanelTitle>}>
          <Row gutter={16}>
            {(['bankName', 'bankAccountName', 'bankAccount'] as const).map((key) => (
              <Col xs={24} md={8} key={key}>
                <Form.Item {...item(key)}>
                  <Input data-testid={`setting-${key}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Panel>
        <Panel title={t('siteSettings.paymentNote')}>
          <Form.Item {...item('paymentNote')} label={undefined} extra={t('siteSettings.paymentNoteHint')}>
            <Input.TextArea
              aria-label={t('siteSettings.paymentNote')}
              autoSize={{ minRows: 3, maxRows: 10 }}
              showCount
              maxLength={SETTINGS.paymentNote.max}
              data-testid="setting-paymentNote"
            />
          </Form.Item>
        </Panel>
        <Panel
          title={<PanelTitle icon={<SafetyOutlined className="sc-st-icon is-safety" />}>{t('siteSettings.loginProtection')}</PanelTitle>}
          subtitle={t('siteSettings.loginProtectionHint')}
          testId="settings-login-protection"
        >
          <Row gutter={16}>{LOGIN_LIMITS.map(numberField)}</Row>
        </Panel>
        <Panel title={t('siteSettings.learnerFiles')} subtitle={t('siteSettings.learnerFilesHint')} testId="settings-learner-files">
          <Row gutter={16}>{numberField('privateFilesQuotaMb')}</Row>
        </Panel>
        <Panel title={t('siteSettings.studyHours')} subtitle={t('siteSettings.studyHoursHint')} testId="settings-study-hours">
          <Row gutter={16}>
            {numberField('studyPeriodMinutes')}
            {numberField('snapshotRetentionDays')}
          </Row>
        </Panel>
        <Panel title={t('siteSettings.personalInfo')} subtitle={t('siteSettings.personalInfoHint')} testId="settings-personal-info">
          <Row gutter={16}>{numberField('idImageRetentionDays')}</Row>
        </Panel>
        <Panel title={t('siteSettings.auditLog')} subtitle={t('siteSettings.auditLogHint')} testId="settings-audit-log">
          <Row gutter={16}>{numberField('auditRetentionDays')}</Row>
        </Panel>
        <Flex justify="flex-end" gap="small">
          {actions}
        </Flex>
      </Flex>
    </Form>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueries.values());
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (settings.isError || !settings.data) {
    return (
      <Result
        status="warning"
        title={t('siteSettings.loadFailed')}
        subTitle={errorMessage(settings.error)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <SettingsForm saved={settings.data} />
      <ChangeHistory />
    </Flex>
  );
}
