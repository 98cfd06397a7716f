// The exam paper on a phone: a bar fixed at the bottom with the countdown, the answer sheet (a drawer with a grid of
// numbers, opened from the bar) and 交卷, so that the questions come first and the time is always in sight.
import { Button, Drawer, Flex } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import type { ReactNode } from 'react';
import type { Completion } from '../answerSheet';
import type { Finishing } from '../useExamSubmit';
import { PaperTimer, SubmitButton } from './PaperHeader';

interface PaperBarProps {
  remaining: number;
  progress: Completion;
  finishing: Finishing;
  onSubmit: () => void;
  sheetOpen: boolean;
  onSheetOpen: (open: boolean) => void;
  /** The answer sheet the drawer shows. */
  sheet: ReactNode;
}

export function PaperBar({ remaining, progress, finishing, onSubmit, sheetOpen, onSheetOpen, sheet }: PaperBarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex align="center" justify="space-between" gap="var(--sc-space-sm)" className="sc-paper-bar" data-testid="exam-bar">
        <PaperTimer remaining={remaining} />
        <Button
          size="large"
          icon={<AppstoreOutlined />}
          onClick={() => onSheetOpen(true)}
          aria-expanded={sheetOpen}
          aria-label={`${t('exam.answerSheet')} ${t('exam.answeredOf', { answered: progress.answered, total: progress.total })}`}
          data-testid="exam-sheet-open"
        >
          <span className="sc-paper-bar-count">
            {progress.answered}/{progress.total}
          </span>
        </Button>
        <SubmitButton finishing={finishing} onSubmit={onSubmit} size="large" />
      </Flex>
      <Drawer
        open={sheetOpen}
        onClose={() => onSheetOpen(false)}
        placement="bottom"
        height="auto"
        title={t('exam.answerSheet')}
        className="sc-paper-sheet-drawer"
        data-testid="exam-sheet-drawer"
      >
        {sheet}
      </Drawer>
    </>
  );
}
