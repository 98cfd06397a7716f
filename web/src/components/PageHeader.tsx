// The head of a page (or of a panel): title, optional subtitle, actions on the right.
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import './page.css';

export function PageHeader({ title, subtitle, extra, level = 1 }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode; level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <Flex component="header" align="flex-end" justify="space-between" wrap gap="middle" className="sc-page-head">
      <Flex vertical gap={4}>
        <Title>{title}</Title>
        {subtitle && <span className="sc-secondary">{subtitle}</span>}
      </Flex>
      {extra && <Flex wrap align="center" gap="small">{extra}</Flex>}
    </Flex>
  );
}
