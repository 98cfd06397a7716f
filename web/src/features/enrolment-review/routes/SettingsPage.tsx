// /root/settings (administrators): the registration notice and the payment accounts and QR codes the enrolment
// wizard shows (GET/PUT /api/v0/admin/settings). QR images are public uploads (source 'cover').
import { App, Button, Col, Flex, Form, Input, Result, Row, Skeleton } from 'antd';
import { AlipayCircleOutlined, BankOutlined, ReloadOutlined, SaveOutlined, WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/FileUpload';
import { setFieldErrors } from '../../../components/formErrors';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { reviewQueries, useSaveSettings } from '../api';
import { SETTING_KEYS, SETTING_MAX, settingsBody, type SettingKey, type Settings } from '../review';
import '../enrolmentReview.css';

/** QR codes are shown to every learner on the payment step: a public image source admins may upload to. */
const QR_SOURCE = 'cover';

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Settings>();
  const save = useSaveSettings();

  const rules = (key: SettingKey) => [{ max: SETTING_MAX[key], message: t('review.settings.tooLong', { max: SETTING_MAX[key] }) }];
  const item = (key: SettingKey) => ({ name: key, label: t(`review.settings.${key}`), rules: rules(key) });

  const onFinish = async (values: Settings) => {
    try {
      const next = await save.mutateAsync(settingsBody(values));
      form.setFieldsValue(next);
      message.success(t('review.settings.saved'));
    } catch (error) {
      setFieldErrors(form, error, SETTING_KEYS);
      message.error(errorMessage(error, t('review.settings.saveFailed')));
    }
  };

  const qr = (key: 'wechatQr' | 'alipayQr') => (
    <Form.Item {...item(key)} extra={t('review.settings.qrHint')}>
      <FileUpload source={QR_SOURCE} accept="image/png,image/jpeg" preview="image" testId={`setting-${key}`} />
    </Form.Item>
  );

  const actions = (
    <>
      <Button onClick={() => form.setFieldsValue(saved)} disabled={save.isPending}>
        {t('review.settings.reset')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} htmlType="submit" loading={save.isPending} data-testid="settings-save">
        {t('review.settings.save')}
      </Button>
    </>
  );

  return (
    <Form<Settings> form={form} layout="vertical" initialValues={saved} onFinish={(v) => void onFinish(v)} className="sc-er-settings" data-testid="settings-form">
      <PageHeader title={t('titles.adminSettings')} subtitle={t('review.settings.subtitle')} extra={actions} />
      <Flex vertical gap="middle">
        <Panel title={t('review.settings.notice')}>
          <Form.Item {...item('registrationNotice')} label={undefined} extra={t('review.settings.registrationNoticeHint')}>
            <Input.TextArea aria-label={t('review.settings.registrationNotice')} autoSize={{ minRows: 6, maxRows: 18 }} showCount maxLength={SETTING_MAX.registrationNotice} data-testid="setting-registrationNotice" />
          </Form.Item>
        </Panel>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Panel title={<Flex gap="small" align="center"><WechatOutlined className="sc-er-pay-icon is-wechat" />{t('review.settings.wechat')}</Flex>} className="sc-er-pay-panel">
              <Form.Item {...item('wechatAccount')}>
                <Input data-testid="setting-wechatAccount" />
              </Form.Item>
              {qr('wechatQr')}
            </Panel>
          </Col>
          <Col xs={24} md={12}>
            <Panel title={<Flex gap="small" align="center"><AlipayCircleOutlined className="sc-er-pay-icon is-alipay" />{t('review.settings.alipay')}</Flex>} className="sc-er-pay-panel">
              <Form.Item {...item('alipayAccount')}>
                <Input data-testid="setting-alipayAccount" />
              </Form.Item>
              {qr('alipayQr')}
            </Panel>
          </Col>
        </Row>
        <Panel title={<Flex gap="small" align="center"><BankOutlined className="sc-er-pay-icon is-bank" />{t('review.settings.bank')}</Flex>}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item {...item('bankName')}>
                <Input data-testid="setting-bankName" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item {...item('bankAccountName')}>
                <Input data-testid="setting-bankAccountName" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item {...item('bankAccount')}>
                <Input data-testid="setting-bankAccount" />
              </Form.Item>
            </Col>
          </Row>
        </Panel>
        <Panel title={t('review.settings.paymentNote')}>
          <Form.Item {...item('paymentNote')} label={undefined} extra={t('review.settings.paymentNoteHint')}>
            <Input.TextArea aria-label={t('review.settings.paymentNote')} autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={SETTING_MAX.paymentNote} data-testid="setting-paymentNote" />
          </Form.Item>
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
  const settings = useQuery(reviewQueries.settings());
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (settings.isError || !settings.data) {
    return (
      <Result
        status="warning"
        title={t('review.settings.loadFailed')}
        subTitle={errorMessage(settings.error)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
            {t('review.record.retry')}
          </Button>
        }
      />
    );
  }
  return <SettingsForm saved={settingsBody(settings.data)} />;
}
