// The route table of spec 001 §2: which element, title and access each path has. Pages and area shells are lazy chunks.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound, PageLoader, Unavailable } from '../components/StatusPages';
import { childPath, paths } from '../lib/paths';
import { getAuditorType } from '../lib/session';
import type { Access } from './access';
import { RouteGuard, type RouteHandle } from './guard';

// The entry holds only the router, providers, guard and status pages (bench budget: learner entry
// <= 350 KB gzip). The access pages and the learner shell load when opened: the first page a learner
// sees, /login, needs neither the shell nor the catalogue.
const AuthLayout = lazy(() => import('../features/auth/components/AuthLayout').then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazy(() => import('../features/auth/routes/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/routes/RegisterPage'));
const PhoneLoginPage = lazy(() => import('../features/auth/routes/PhoneLoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/ForgotPasswordPage'));
const LearnerLayout = lazy(() => import('./layouts/LearnerLayout').then((m) => ({ default: m.LearnerLayout })));
const ProfileLayout = lazy(() => import('./layouts/LearnerLayout').then((m) => ({ default: m.ProfileLayout })));
const HomePage = lazy(() => import('../features/courses/routes/HomePage'));
const ClassroomPage = lazy(() => import('../features/courses/routes/ClassroomPage'));
const CourseDetailPage = lazy(() => import('../features/courses/routes/CourseDetailPage'));
// Each staff area is its own chunk: a learner never downloads admin, teacher, auditor or distributor code.
const AdminLayout = lazy(() => import('./layouts/AdminLayout'));
const TeacherLayout = lazy(() => import('./layouts/TeacherLayout'));
const MaterialAuditorLayout = lazy(() => import('./layouts/AuditorLayout').then((m) => ({ default: m.MaterialAuditorLayout })));
const FinancialAuditorLayout = lazy(() => import('./layouts/AuditorLayout').then((m) => ({ default: m.FinancialAuditorLayout })));
const DistributorLayout = lazy(() => import('./layouts/DistributorLayout'));
// Course authoring is shared by the teacher and admin areas and loaded only there.
const CourseManagerPage = lazy(() => import('../features/course-authoring/routes/CourseManagerPage'));
// The lesson viewer and player load when a lesson opens, not with the catalogue.
const LearningPage = lazy(() => import('../features/learning/routes/LearningPage'));
const TrialCoursePage = lazy(() => import('../features/learning/routes/ExperiencePage').then((m) => ({ default: m.TrialCoursePage })));
const TextExperiencePage = lazy(() => import('../features/learning/routes/ExperiencePage').then((m) => ({ default: m.TextExperiencePage })));
const VideoExperiencePage = lazy(() => import('../features/learning/routes/ExperiencePage').then((m) => ({ default: m.VideoExperiencePage })));
// Exams: the centre and records are light; the paper and the result load on demand.
const ExamCenterPage = lazy(() => import('../features/exams/routes/ExamCenterPage'));
const ExamRecordPage = lazy(() => import('../features/exams/routes/ExamRecordPage'));
const ExamPaperPage = lazy(() => import('../features/exams/routes/ExamPaperPage'));
const ExamResultPage = lazy(() => import('../features/exams/routes/ExamResultPage'));
// Question bank, exam authoring and grading: shared by the teacher and admin areas and loaded only there.
const QuestionBankPage = lazy(() => import('../features/exam-authoring/routes/QuestionBankPage'));
const ExamManagerPage = lazy(() => import('../features/exam-authoring/routes/ExamManagerPage'));
const PendingSheetsPage = lazy(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.PendingSheetsPage })));
const ReviewedSheetsPage = lazy(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.ReviewedSheetsPage })));
const PaperCenterPage = lazy(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.PaperCenterPage })));
const RerollPage = lazy(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.RerollPage })));
// Profile area and messages: loaded when a learner opens them; the admin notification page only in the admin area.
const BasicInfoPage = lazy(() => import('../features/profile/routes/BasicInfoPage'));
const PersonInfoPage = lazy(() => import('../features/profile/routes/PersonInfoPage'));
const ChangePasswordPage = lazy(() => import('../features/profile/routes/ChangePasswordPage'));
const DeleteAccountPage = lazy(() => import('../features/profile/routes/DeleteAccountPage'));
const MessagePage = lazy(() => import('../features/messages/routes/MessagePage'));
const NotificationPage = lazy(() => import('../features/notifications/routes/NotificationPage'));

function area(Component: LazyExoticComponent<ComponentType>): React.ReactElement {
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

function AuditorsIndex() {
  const type = getAuditorType();
  const to = type === 'financial' ? paths.financialHome : type === 'material' ? paths.materialHome : paths.login;
  return <Navigate to={to} replace />;
}

const handle = (title: string, access?: Access): RouteHandle => ({ title: `titles.${title}`, access });

/** A page whose feature is not released yet: the shared honest notice. */
function page(path: string, title: string, access?: Access): RouteObject {
  return { path, element: <Unavailable />, handle: handle(title, access) };
}

/** A released page. */
function screen(path: string, title: string, element: React.ReactNode, access?: Access): RouteObject {
  return { path, element, handle: handle(title, access) };
}

const rel = childPath;

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },

      // Anonymous access pages.
      {
        element: area(AuthLayout),
        handle: { access: 'public' } satisfies RouteHandle,
        children: [
          { path: paths.login, element: area(LoginPage), handle: handle('login') },
          { path: paths.register, element: area(RegisterPage), handle: handle('register') },
          { path: paths.phoneLogin, element: area(PhoneLoginPage), handle: handle('phoneLogin') },
          { path: paths.forgetPwd, element: area(ForgotPasswordPage), handle: handle('forgetPwd') },
        ],
      },

      // Learner area (token required; the guest flag passes the five guest pages).
      {
        element: area(LearnerLayout),
        handle: { access: 'auth' } satisfies RouteHandle,
        children: [
          screen(paths.trialCourse, 'trialCourse', area(TrialCoursePage), 'public'),
          screen(paths.studentHome, 'studentHome', area(HomePage), 'guestPass'),
          screen(paths.classroom, 'classroom', area(ClassroomPage), 'guestPass'),
          screen(paths.examCenter, 'examCenter', area(ExamCenterPage), 'guestPass'),
          screen(paths.examRecord, 'examRecord', area(ExamRecordPage), 'guestPass'),
          page(paths.applicationMaterials, 'applicationMaterials', 'guestPass'),
          // Guests may study trial courses read-only (their progress stays in the browser).
          screen(paths.textLearning, 'textLearning', area(LearningPage), 'guestPass'),
          screen(paths.videoLearning, 'videoLearning', area(LearningPage), 'guestPass'),
          screen(paths.textExperience, 'textExperience', area(TextExperiencePage), 'guestPass'),
          screen(paths.textExperienceAlt, 'textExperience', area(TextExperiencePage), 'guestPass'),
          screen(paths.videoExperience, 'videoExperience', area(VideoExperiencePage), 'guestPass'),
          screen(paths.learningContent, 'learningContent', area(LearningPage), 'guestPass'),
          screen(paths.courseDetail, 'courseDetail', area(CourseDetailPage), 'guestPass'),
          {
            // Paths match case-insensitively, so /studentprofile lands here too.
            path: paths.profile,
            element: area(ProfileLayout),
            children: [
              { index: true, element: <Navigate to={paths.profileBasicInfo} replace /> },
              screen(rel(paths.profileBasicInfo, paths.profile), 'profileBasicInfo', area(BasicInfoPage)),
              screen(rel(paths.profilePersonInfo, paths.profile), 'profilePersonInfo', area(PersonInfoPage)),
              screen(rel(paths.profileMessage, paths.profile), 'profileMessage', area(MessagePage)),
              screen(rel(paths.profileChangePwd, paths.profile), 'profileChangePwd', area(ChangePasswordPage)),
              screen(rel(paths.profileDeleteAccount, paths.profile), 'profileDeleteAccount', area(DeleteAccountPage)),
            ],
          },
          screen(paths.examPaper, 'examPaper', area(ExamPaperPage), 'examPaper'),
          screen(paths.examResult, 'examResult', area(ExamResultPage)),
        ],
      },

      // Administrator area.
      {
        path: paths.admin,
        element: area(AdminLayout),
        handle: { access: 'admin' } satisfies RouteHandle,
        children: [
          { index: true, element: <Unavailable />, handle: handle('adminUsers') },
          screen(rel(paths.adminNotification, paths.admin), 'adminNotification', area(NotificationPage)),
          page(rel(paths.adminSettings, paths.admin), 'adminSettings'),
          page(rel(paths.adminInformation, paths.admin), 'adminInformation'),
          page(rel(paths.adminRoleManage, paths.admin), 'adminRoleManage'),
          screen(rel(paths.adminGeneralCourse, paths.admin), 'adminGeneralCourse', area(CourseManagerPage)),
          page(rel(paths.adminCourseSchedule, paths.admin), 'adminCourseSchedule'),
          page(rel(paths.adminStudentCourse, paths.admin), 'adminStudentCourse'),
          screen(rel(paths.adminTopicRepository, paths.admin), 'adminTopicRepository', area(QuestionBankPage)),
          screen(rel(paths.adminExamManage, paths.admin), 'adminExamManage', area(ExamManagerPage)),
          screen(rel(paths.adminRewindingCenter, paths.admin), 'adminRewindingCenter', area(PaperCenterPage)),
          page(rel(paths.adminFileCenter, paths.admin), 'adminFileCenter'),
          page(rel(paths.adminMaterialCenter, paths.admin), 'adminMaterialCenter'),
          page(rel(paths.adminCareerReferrals, paths.admin), 'adminCareerReferrals'),
          screen(rel(paths.adminCourseCenter, paths.admin), 'adminCourseCenter', area(CourseManagerPage)),
          screen(rel(paths.adminRerollPage, paths.admin), 'adminRerollPage', area(RerollPage)),
        ],
      },

      // Teacher area.
      {
        path: paths.teacher,
        element: area(TeacherLayout),
        handle: { access: 'teacher' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to={paths.teacherCourseManager} replace /> },
          screen(rel(paths.teacherCourseManager, paths.teacher), 'teacherCourseManager', area(CourseManagerPage)),
          screen(rel(paths.teacherTopicManager, paths.teacher), 'teacherTopicManager', area(QuestionBankPage)),
          screen(rel(paths.teacherExamManager, paths.teacher), 'teacherExamManager', area(ExamManagerPage)),
          screen(rel(paths.teacherReprintManager, paths.teacher), 'teacherReprintManager', area(PendingSheetsPage)),
          screen(rel(paths.teacherRewindingManager, paths.teacher), 'teacherRewindingManager', area(ReviewedSheetsPage)),
          page(rel(paths.teacherStudentsManager, paths.teacher), 'teacherStudentsManager'),
        ],
      },

      // Auditor areas; /auditors itself goes to the area of the stored auditorType.
      { path: paths.auditors, element: <AuditorsIndex />, handle: { access: 'auth' } satisfies RouteHandle },
      {
        path: `${paths.auditors}/material`,
        element: area(MaterialAuditorLayout),
        handle: { access: 'reviewer' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to={paths.materialHome} replace /> },
          page('home', 'materialHome'),
          page('review', 'materialReview'),
          page('status', 'materialStatus'),
          page('materialinformation', 'materialInformation'),
        ],
      },
      {
        path: `${paths.auditors}/financial`,
        element: area(FinancialAuditorLayout),
        handle: { access: 'finance' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to={paths.financialHome} replace /> },
          page('home', 'financialHome'),
          page('review', 'financialReview'),
          page('status', 'financialStatus'),
          page('material/review', 'financialMaterialReview'),
          page('material/status', 'financialMaterialStatus'),
          page('financialinformation', 'financialInformation'),
        ],
      },

      // Distributor area.
      {
        path: paths.distributor,
        element: area(DistributorLayout),
        handle: { access: 'distributor' } satisfies RouteHandle,
        children: [{ index: true, element: <Unavailable />, handle: handle('distributorDashboard') }],
      },

      { path: '*', element: <NotFound />, handle: { title: 'titles.notFound', access: 'public' } satisfies RouteHandle },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
