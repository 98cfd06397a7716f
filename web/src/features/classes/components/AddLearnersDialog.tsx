// Put learners in a class: the course's applicants not yet in a class (enrolled first), or the learners a search
// finds (name, username, or the phone as staff see it); tick them and add. Those already in another class of the
// course say which; the server refuses more than the seats left.
import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { errorMessage } from '../../../lib/api';
import { useApp } from '../../../lib/useApp';
import { classApi, classQueries, useClassMutation } from '../api';
import type { ClassCandidate } from '../../../lib/api-types';

export function AddLearnersDialog({ open, classId, onClose }: { open: boolean; classId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const candidates = useQuery({ ...classQueries.candidates(classId, q), enabled: open });
  const add = useClassMutation((ids: number[]) => classApi.add(classId, ids, q ? 'search' : 'application'));

  const close = () => {
    setTyped('');
    setQ('');
    setPicked([]);
    onClose();
  };

  const submit = async () => {
    try {
      const done = await add.mutateAsync(picked);
      message.success(t('classes.added', { count: done.added }));
      close();
    } catch (error) {
      message.error(errorMessage(error, t('classes.addFailed')));
    }
  };

  const columns: TableColumnsType<ClassCandidate> = [
    {
      title: t('classes.colLearner'),
      key: 'learner',
      render: (_, c) => (
        <Flex vertical>
          <span className="sc-strong">{c.name || c.username}</span>
          <span className="sc-muted sc-small">
            {c.username} · {c.phone}
          </span>
        </Flex>
      ),
    },
    {
      title: t('classes.colStatus'),
      key: 'status',
      width: 120,
      render: (_, c) => (c.status ? <EnrolmentStatusTag status={c.status} /> : <Tag bordered={false}>{t('classes.notApplied')}</Tag>),
    },
    {
      title: t('classes.colPlaced'),
      key: 'placed',
      width: 150,
      render: (_, c) => (c.placedIn ? <Tag color="orange">{t('classes.placedIn', { name: c.placedIn })}</Tag> : <span className="sc-muted">—</span>),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('classes.addLearners')}
      onCancel={close}
      width={720}
      destroyOnHidden
      data-testid="add-learners-dialog"
      footer={
        <Flex justify="space-between" align="center" gap="small" wrap>
          <span className="sc-secondary">{t('classes.picked', { count: picked.length })}</span>
          <Flex gap="small">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" disabled={picked.length === 0} loading={add.isPending} onClick={() => void submit()} data-testid="add-learners-submit">
              {t('classes.addPicked', { count: picked.length })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => {
            setQ(v.trim());
            setPicked([]);
          }}
          placeholder={t('classes.searchLearners')}
          enterButton
          data-testid="add-learners-search"
        />
        <span className="sc-muted sc-small">{t(q ? 'classes.searchResults' : 'classes.applicantsHint')}</span>
        {candidates.isError && <Alert type="error" showIcon message={errorMessage(candidates.error)} />}
        <Table<ClassCandidate>
          rowKey="userId"
          size="small"
          loading={candidates.isFetching}
          columns={columns}
          dataSource={candidates.data}
          pagination={false}
          scroll={{ y: 360 }}
          locale={{ emptyText: t(q ? 'classes.noLearnersFound' : 'classes.noApplicants') }}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys.map(Number)),
            getCheckboxProps: (c) => ({ disabled: !!c.placedIn, 'data-testid': `candidate-pick-${c.userId}` }) as never,
          }}
          onRow={(c) => ({ 'data-testid': `candidate-row-${c.userId}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Flex>
    </Modal>
  );
}
