// The primary "add one" button at the head of a staff list.
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export function CreateButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
