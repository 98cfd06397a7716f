// Administrator shell (/root): top links Home/Notification/Settings, side menu groups of spec 001 §2. Lazily loaded.
import { Button, Flex } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { SiderShell, type SiderMenuItem } from './SiderShell';

export default function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const menu: SiderMenuItem[] = [
    { key: 'users', label: t('admin.groupUsers'), icon: <TeamOutlined />, children: [{ key: 'user-details', label: t('admin.userDetails'), to: paths.admin }] },
    { key: 'permissions', label: t('admin.groupPermissions'), icon: <KeyOutlined />, children: [{ key: 'role-manage', label: t('admin.rolePermissions'), to: paths.adminRoleManage }] },
    {
      key: 'courses',
      label: t('admin.groupCourses'),
      icon: <BookOutlined />,
      children: [
        { key: 'general-course', label: t('admin.generalCourses'), to: paths.adminGeneralCourse },
        { key: 'course-schedule', label: t('admin.courseSchedule'), to: paths.adminCourseSchedule },
        { key: 'student-course', label: t('admin.commentCenter'), to: paths.adminStudentCourse },
      ],
    },
    { key: 'question-bank', label: t('admin.groupQuestionBank'), icon: <DatabaseOutlined />, children: [{ key: 'topic-repository', label: t('admin.topicRepository'), to: paths.adminTopicRepository }] },
    { key: 'exams', label: t('admin.groupExams'), icon: <ProfileOutlined />, children: [{ key: 'exam-manage', label: t('admin.examManage'), to: paths.adminExamManage }] },
    { key: 'grading', label: t('admin.groupGrading'), icon: <AuditOutlined />, children: [{ key: 'rewinding-center', label: t('admin.paperCenter'), to: paths.adminRewindingCenter }] },
    { key: 'files', label: t('admin.groupFiles'), icon: <FolderOpenOutlined />, children: [{ key: 'file-center', label: t('admin.fileCenter'), to: paths.adminFileCenter }] },
    { key: 'materials', label: t('admin.groupMaterials'), icon: <FileSearchOutlined />, children: [{ key: 'material-center', label: t('admin.materialReview'), to: paths.adminMaterialCenter }] },
    { key: 'careers', label: t('admin.groupCareers'), icon: <BankOutlined />, children: [{ key: 'career-referrals', label: t('admin.careerReferrals'), to: paths.adminCareerReferrals }] },
  ];

  const top = [
    { to: paths.admin, label: t('admin.home'), icon: <HomeOutlined /> },
    { to: paths.adminNotification, label: t('admin.notification'), icon: <BellOutlined /> },
    { to: paths.adminSettings, label: t('admin.settings'), icon: <SettingOutlined /> },
  ];
  const lower = pathname.toLowerCase().replace(/\/$/, '');
  const special = lower === paths.adminNotification || lower === paths.adminSettings;

  return (
    <SiderShell
      testId="admin-shell"
      consoleName={t('admin.consoleName')}
      homePath={paths.admin}
      menu={menu}
      contentClassName={special ? 'sc-staff-content-special' : undefined}
      headerLinks={
        <Flex component="nav" gap={2} className="sc-staff-toplinks" aria-label={t('admin.consoleName')}>
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
