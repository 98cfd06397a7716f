// Where a file is used: "未使用", or the first uses as tags (linking to the course, application or setting when
// the user may open it) and the rest behind a "+N" tag that lists them all.
import { Flex, Popover, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { USE_COLORS, describeUse, linkOfUse, splitUses } from '../files';
import type { CenterFile, FileUse } from '../../../lib/api-types';

function UseTag({ use }: { use: FileUse }) {
  const { t } = useTranslation();
  const session = useSession();
  const text = describeUse(t, use);
  const to = linkOfUse(use, session);
  return (
    <Tag color={USE_COLORS[use.kind] ?? 'default'} className="fc-use" title={text}>
      {to ? (
        <Link to={to} className="sc-ellipsis">
          {text}
        </Link>
      ) : (
        <span className="sc-ellipsis">{text}</span>
      )}
    </Tag>
  );
}

export function FileUses({ file }: { file: CenterFile }) {
  const { t } = useTranslation();
  if (file.uses.length === 0) {
    return (
      <Tag bordered={false} className="fc-unused" data-testid={`file-uses-${file.id}`}>
        {t('fileCenter.unused')}
      </Tag>
    );
  }
  const { shown, rest } = splitUses(file.uses);
  return (
    <Flex wrap gap={4} className="fc-uses" data-testid={`file-uses-${file.id}`}>
      {shown.map((use, i) => (
        <UseTag key={`${use.kind}-${use.targetId ?? ''}-${i}`} use={use} />
      ))}
      {rest.length > 0 && (
        <Popover
          trigger={['hover', 'click']}
          title={t('fileCenter.usesTitle', { count: file.uses.length })}
          content={
            <ul className="sc-plain-list fc-uses-all" data-testid={`file-uses-all-${file.id}`}>
              {file.uses.map((use, i) => (
                <li key={`${use.kind}-${use.targetId ?? ''}-${i}`}>
                  <UseTag use={use} />
                </li>
              ))}
            </ul>
          }
        >
          <Tag className="fc-use-more" tabIndex={0} data-testid={`file-uses-more-${file.id}`}>
            {t('fileCenter.moreUses', { count: rest.length })}
          </Tag>
        </Popover>
      )}
    </Flex>
  );
}
