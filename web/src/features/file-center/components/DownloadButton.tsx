// Downloads a file under its own name: a plain link for a public file, the bytes read with the token for a private one.
import { useState } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { downloadPrivateFile } from '../../../lib/privateFile';
import { downloadUrl } from '../files';
import type { CenterFile } from '../../../lib/api-types';

/** `iconOnly`: the icon with a tooltip, for the table's action cell. */
export function DownloadButton({ file, iconOnly = false, testId, ...button }: { file: CenterFile; iconOnly?: boolean; testId?: string } & Pick<ButtonProps, 'size' | 'type'>) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const label = t('fileCenter.download');
  const common = { ...button, icon: <DownloadOutlined />, 'aria-label': label, 'data-testid': testId, children: iconOnly ? null : label };

  const download = async () => {
    setBusy(true);
    try {
      await downloadPrivateFile(downloadUrl(file.url), file.name);
    } catch (error) {
      message.error(t('fileCenter.downloadFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  const control = file.public ? <Button {...common} href={downloadUrl(file.url)} download={file.name} /> : <Button {...common} loading={busy} onClick={() => void download()} />;
  return iconOnly ? <Tooltip title={label}>{control}</Tooltip> : control;
}
