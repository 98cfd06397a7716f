// A study session's verdict (学时核验) as a tag: 本人 green, 非本人 red, 未核验 plain.
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import type { VerdictState } from '../studyReport';

const COLORS: Record<VerdictState, string | undefined> = { self: 'success', other: 'error', unreviewed: undefined };

export function VerdictTag({ state, testId }: { state: VerdictState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} bordered={false} data-testid={testId} data-verdict={state}>
      {t(`studyReport.verdicts.${state}`)}
    </Tag>
  );
}
