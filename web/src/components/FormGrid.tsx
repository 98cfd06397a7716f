// Form fields two to a row (three or four from the lg breakpoint if asked), one below the md breakpoint: every child in
// a Col of a Row with the given gutter; `wide` is a last field (or fields) across the whole row.
import { Children, isValidElement, type ReactNode } from 'react';
import { Col, Row } from 'antd';

export function FormGrid({ gutter, wide, columns = 2, children }: { gutter: number; wide?: ReactNode; columns?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Row gutter={gutter}>
      {Children.toArray(children).map((child, i) => (
        <Col key={isValidElement(child) ? child.key : i} xs={24} md={12} lg={24 / columns}>
          {child}
        </Col>
      ))}
      {wide && <Col span={24}>{wide}</Col>}
    </Row>
  );
}
