// Administrator shell (/root): top links Home/Notification/Settings, side menu groups of spec 001 §2, each entry shown
// only with its permission. Lazily loaded.
import { Button, Flex } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  FundOutlined,
  BellOutlined,
  BookOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import type { TFunction } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { areaHome, canOpenEntry } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { SiderShell, type SiderMenuItem } from './SiderShell';

/** Spec 001 §2's side menu groups; each leaf names its entry in the permission table. */
function adminMenu(t: TFunction): SiderMenuItem[] {
  const leaf = (key: string, label: string, to: string, entry: string): SiderMenuItem => ({ key, label: t(label), to, entry });
  return [
    { key: 'users', label: t('admin.groupUsers'), icon: <TeamOutlined />, children: [leaf('user-details', 'admin.userDetails', paths.admin, 'admin.users')] },
    { key: 'permissions', label: t('admin.groupPermissions'), icon: <KeyOutlined />, children: [leaf('role-manage', 'admin.rolePermissions', paths.adminRoleManage, 'admin.roleManage')] },
    {
      key: 'courses',
      label: t('admin.groupCourses'),
      icon: <BookOutlined />,
      children: [
        leaf('general-course', 'admin.generalCourses', paths.adminGeneralCourse, 'admin.generalCourse'),
        leaf('course-schedule', 'admin.courseSchedule', paths.adminCourseSchedule, 'admin.courseSchedule'),
        leaf('study-report', 'admin.studyReport', paths.adminStudyReport, 'admin.studyReport'),
        leaf('student-course', 'admin.commentCenter', paths.adminStudentCourse, 'admin.studentCourse'),
      ],
    },
    { key: 'question-bank', label: t('admin.groupQuestionBank'), icon: <DatabaseOutlined />, children: [leaf('topic-repository', 'admin.topicRepository', paths.adminTopicRepository, 'admin.topicRepository')] },
    { key: 'exams', label: t('admin.groupExams'), icon: <ProfileOutlined />, children: [leaf('exam-manage', 'admin.examManage', paths.adminExamManage, 'admin.examManage')] },
    { key: 'grading', label: t('admin.groupGrading'), icon: <AuditOutlined />, children: [leaf('rewinding-center', 'admin.paperCenter', paths.adminRewindingCenter, 'admin.rewindingCenter')] },
    { key: 'files', label: t('admin.groupFiles'), icon: <FolderOpenOutlined />, children: [leaf('file-center', 'admin.fileCenter', paths.adminFileCenter, 'admin.fileCenter')] },
    { key: 'materials', label: t('admin.groupMaterials'), icon: <FileSearchOutlined />, children: [leaf('material-center', 'admin.materialReview', paths.adminMaterialCenter, 'admin.materialCenter')] },
    { key: 'classes', label: t('admin.groupClasses'), icon: <SolutionOutlined />, children: [leaf('classes', 'admin.classes', paths.adminClasses, 'admin.classes')] },
    { key: 'careers', label: t('admin.groupCareers'), icon: <BankOutlined />, children: [leaf('career-referrals', 'admin.careerReferrals', paths.adminCareerReferrals, 'admin.careerReferrals')] },
    { key: 'distributors', label: t('admin.groupDistributors'), icon: <FundOutlined />, children: [leaf('distributors', 'admin.distributors', paths.adminDistributors, 'admin.distributors')] },
    { key: 'audit', label: t('admin.groupAudit'), icon: <SafetyOutlined />, children: [leaf('audit-log', 'admin.auditLog', paths.adminAuditLog, 'admin.auditLog')] },
  ];
}

export default function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();

  // Home is where the area starts for this user (the user page for an administrator); notification and
  // settings show only for the admin role, which alone may open them.
  const top = [
    { to: areaHome('admin', session) ?? paths.admin, label: t('admin.home'), icon: <HomeOutlined />, entry: 'admin.users' },
    { to: paths.adminNotification, label: t('admin.notification'), icon: <BellOutlined />, entry: 'admin.notification' },
    { to: paths.adminSettings, label: t('admin.settings'), icon: <SettingOutlined />, entry: 'admin.settings' },
  ].filter((l) => l.entry === 'admin.users' || canOpenEntry(l.entry, session));
  const lower = pathname.toLowerCase().replace(/\/$/, '');
  const special = lower === paths.adminNotification || lower === paths.adminSettings;

  return (
    <SiderShell
      testId="admin-shell"
      consoleName={t('admin.consoleName')}
      area="admin"
      menu={adminMenu(t)}
      contentClassName={special ? 'sc-staff-content-special' : undefined}
      headerLinks={
        <Flex component="nav" gap={2} className="sc-staff-toplinks" aria-label={t('admin.consoleName')} data-testid="admin-toplinks">
          {top.map((l) => (
            <Button
              key={l.to}
              type={lower === l.to ? 'link' : 'text'}
              icon={l.icon}
              onClick={() => navigate(l.to)}
              className="sc-staff-toplink"
            >
              <span className="sc-staff-toplink-label">{l.label}</span>
            </Button>
          ))}
        </Flex>
      }
      userLinks={[{ key: 'information', label: t('admin.personalInfo'), icon: <IdcardOutlined />, to: paths.adminInformation }]}
    />
  );
}
