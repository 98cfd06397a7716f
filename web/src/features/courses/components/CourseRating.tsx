// A course's average as compact stars, the number and how many rated it; nothing before the first rating.
import { Flex, Rate } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';

export function CourseRating({ rating, count, compact, testId }: { rating?: number | null; count: number; compact?: boolean; testId?: string }) {
  const { t } = useTranslation();
  if (!count || rating == null) return null;
  const label = t('comments.ratingAria', { rating: rating.toFixed(1), count });
  return (
    <Flex align="center" gap={4} className="sc-course-rating" aria-label={label} title={label} data-testid={testId}>
      {/* On a narrow card one star says it; the five stars need room. */}
      {compact ? <StarFilled className="sc-rating-star" /> : <Rate disabled allowHalf value={rating} className="sc-rating-stars" />}
      <span className="sc-rating-value">{rating.toFixed(1)}</span>
      <span className="sc-muted">({count})</span>
    </Flex>
  );
}
