// Tags in a table cell: the first two, then an ellipsis tag whose popover lists the rest (spec 001 §9).
import { Popover, Space, Tag } from 'antd';
import { splitTags } from '../users';

export interface TagItem {
  key: string;
  label: string;
  color?: string;
}

export function TagList({ items, limit, testId }: { items: TagItem[]; limit?: number; testId?: string }) {
  const { shown, rest } = splitTags(items, limit);
  const tag = (item: TagItem) => (
    <Tag key={item.key} color={item.color}>
      {item.label}
    </Tag>
  );
  return (
    <Space size={[0, 4]} wrap data-testid={testId}>
      {shown.map(tag)}
      {rest.length > 0 && (
        <Popover content={<Space size={[0, 4]} wrap style={{ maxWidth: 320 }}>{rest.map(tag)}</Space>} trigger={['hover', 'click']}>
          <Tag className="sc-link" data-testid={testId && `${testId}-more`}>
            …
          </Tag>
        </Popover>
      )}
    </Space>
  );
}

/** Tag colours of the built-in roles (created roles are plain). */
export const ROLE_COLORS: Record<string, string> = {
  admin: 'red',
  teacher: 'blue',
  reviewer: 'cyan',
  finance: 'gold',
  distributor: 'purple',
  student: 'green',
  guest: 'default',
};
