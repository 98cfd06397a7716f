// The route table of spec 001 §2: which element, title and access each path has. Pages and area shells are lazy chunks.
import { Suspense, type ReactElement } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type Location, type RouteObject } from 'react-router';
import { PageLoadFailed, PageLoader } from '../components/StatusShell';
import { loadTexts, type TextPart } from '../lib/i18n';
import { lazyPage, type LazyPage } from '../lib/lazyPage';
import { childPath, paths } from '../lib/paths';
import { queryClient } from '../lib/queryClient';
import { getToken, readSession } from '../lib/session';
import { resolveAccess, type Access } from './access';
import { AreaIndex, AuditorsIndex, type RouteHandle } from './guard';

// The entry holds only the router, the route table, the guard's access rules and the plain status pages (bench
// budget: learner entry <= 150 KB gzip). The root route (UiRoot: antd's providers and the guard), the access pages
// and the learner shell load when opened, all at once: the first page a learner sees, /login, needs neither the
// shell nor the catalogue.
const UiRoot = lazyPage(() => import('./UiRoot'));
// The 404 page (antd's Result with its illustrations) loads when a path matches nothing.
const NotFoundPage = lazyPage(() => import('../components/StatusPages').then((m) => ({ default: m.NotFoundPage })));
const AuthLayout = lazyPage(() => import('../features/auth/components/AuthLayout').then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazyPage(() => import('../features/auth/routes/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/routes/RegisterPage'));
const PhoneLoginPage = lazyPage(() => import('../features/auth/routes/PhoneLoginPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/routes/ForgotPasswordPage'));
// The texts of the signed-in pages (zh-CN.learner.ts) come with each area's shell and with the two access pages
// that show some of them; the staff areas' (zh-CN.staff.ts) with each staff area's shell, so a learner never
// downloads them (every page renders inside its area's shell).
const withTexts = <T,>(load: Promise<T>, ...parts: TextPart[]): Promise<T> => Promise.all([load, loadTexts(...parts)]).then(([m]) => m);
const VerifyPage = lazyPage(() => withTexts(import('../features/auth/routes/VerifyPage'), 'learner'));
const InitialPasswordPage = lazyPage(() => withTexts(import('../features/auth/routes/InitialPasswordPage'), 'learner'));
const LearnerLayout = lazyPage(() => withTexts(import('./layouts/LearnerLayout'), 'learner').then((m) => ({ default: m.LearnerLayout })));
const ProfileLayout = lazyPage(() => withTexts(import('./layouts/LearnerLayout'), 'learner').then((m) => ({ default: m.ProfileLayout })));
const HomePage = lazyPage(() => import('../features/courses/routes/HomePage'));
const ClassroomPage = lazyPage(() => import('../features/courses/routes/ClassroomPage'));
const CourseDetailPage = lazyPage(() => import('../features/courses/routes/CourseDetailPage'));
const ApplicationMaterialsPage = lazyPage(() => import('../features/enrolment/routes/ApplicationMaterialsPage'));
// Each staff area is its own chunk: a learner never downloads admin, teacher, auditor or distributor code.
const withStaffTexts = <T,>(load: Promise<T>): Promise<T> => withTexts(load, 'learner', 'staff');
const AdminLayout = lazyPage(() => withStaffTexts(import('./layouts/AdminLayout')));
const TeacherLayout = lazyPage(() => withStaffTexts(import('./layouts/TeacherLayout')));
const MaterialAuditorLayout = lazyPage(() =>
  withStaffTexts(import('./layouts/AuditorLayout')).then((m) => ({ default: m.MaterialAuditorLayout })),
);
const FinancialAuditorLayout = lazyPage(() =>
  withStaffTexts(import('./layouts/AuditorLayout')).then((m) => ({ default: m.FinancialAuditorLayout })),
);
const DistributorLayout = lazyPage(() => withStaffTexts(import('./layouts/DistributorLayout')));
// Course authoring is shared by the teacher and admin areas and loaded only there.
const CourseManagerPage = lazyPage(() => import('../features/course-authoring/routes/CourseManagerPage'));
// The lesson viewer and player load when a lesson opens, not with the catalogue.
const LearningPage = lazyPage(() => import('../features/learning/routes/LearningPage'));
const TrialCoursePage = lazyPage(() => import('../features/learning/routes/ExperiencePage').then((m) => ({ default: m.TrialCoursePage })));
const TextExperiencePage = lazyPage(() => import('../features/learning/routes/ExperiencePage').then((m) => ({ default: m.TextExperiencePage })));
const VideoExperiencePage = lazyPage(() => import('../features/learning/routes/ExperiencePage').then((m) => ({ default: m.VideoExperiencePage })));
// Exams: the centre and records are light; the paper and the result load on demand.
const ExamCenterPage = lazyPage(() => import('../features/exams/routes/ExamCenterPage'));
const ExamRecordPage = lazyPage(() => import('../features/exams/routes/ExamRecordPage'));
const ExamPaperPage = lazyPage(() => import('../features/exams/routes/ExamPaperPage'));
const ExamResultPage = lazyPage(() => import('../features/exams/routes/ExamResultPage'));
// Question bank, exam authoring and grading: shared by the teacher and admin areas and loaded only there.
const QuestionBankPage = lazyPage(() => import('../features/exam-authoring/routes/QuestionBankPage'));
const ExamManagerPage = lazyPage(() => import('../features/exam-authoring/routes/ExamManagerPage'));
const PendingSheetsPage = lazyPage(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.PendingSheetsPage })));
const ReviewedSheetsPage = lazyPage(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.ReviewedSheetsPage })));
const PaperCenterPage = lazyPage(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.PaperCenterPage })));
const RerollPage = lazyPage(() => import('../features/exam-authoring/routes/GradingPages').then((m) => ({ default: m.RerollPage })));
// Profile area and messages: loaded when a learner opens them; the admin notification page only in the admin area.
const BasicInfoPage = lazyPage(() => import('../features/profile/routes/BasicInfoPage'));
const PersonInfoPage = lazyPage(() => import('../features/profile/routes/PersonInfoPage'));
const ChangePasswordPage = lazyPage(() => import('../features/profile/routes/ChangePasswordPage'));
const DeleteAccountPage = lazyPage(() => import('../features/profile/routes/DeleteAccountPage'));
const CertificatePage = lazyPage(() => import('../features/profile/routes/CertificatePage'));
const CareerPage = lazyPage(() => import('../features/profile/routes/CareerPage'));
const AccountInformationPage = lazyPage(() => import('../features/profile/routes/AccountInformationPage'));
const MessagePage = lazyPage(() => import('../features/messages/routes/MessagePage'));
const NotificationPage = lazyPage(() => import('../features/notifications/routes/NotificationPage'));
// User and role administration: only in the admin area.
const AdminHomePage = lazyPage(() => import('../features/administration/routes/AdminHomePage'));
const RoleManagePage = lazyPage(() => import('../features/administration/routes/RoleManagePage'));
// The file center and the comment center: only in the admin area.
const FileCenterPage = lazyPage(() => import('../features/file-center/routes/FileCenterPage'));
const CommentCenterPage = lazyPage(() => import('../features/comment-center/routes/CommentCenterPage'));
// The course center (every course with its learners, completion, rating and revenue): only in the admin area.
const CourseCenterPage = lazyPage(() => import('../features/course-center/routes/CourseCenterPage'));
// Career referrals (positions, referrals and their trails): only in the admin area.
const CareerReferralsPage = lazyPage(() => import('../features/career-referrals/routes/CareerReferralsPage'));
// Classes (开班) with their learners, rosters, archives and imports: the admin area's, and a head teacher's own.
const ClassesPage = lazyPage(() => import('../features/classes/routes/ClassesPage'));
const ClassPage = lazyPage(() => import('../features/classes/routes/ClassPage'));
// The distributor dashboard: the distributor's own, and the administrator's comparison and view of one distributor.
const DistributorDashboardPage = lazyPage(() => import('../features/distributor/routes/DistributorDashboardPage'));
const DistributorsPage = lazyPage(() => import('../features/distributor/routes/DistributorsPage'));
const DistributorDetailPage = lazyPage(() => import('../features/distributor/routes/DistributorDetailPage'));
// The review desks (material reviewers, finance, the administrator's material review).
const materialPages = () => import('../features/enrolment-review/routes/MaterialPages');
const financePages = () => import('../features/enrolment-review/routes/FinancePages');
const MaterialHomePage = lazyPage(() => materialPages().then((m) => ({ default: m.MaterialHomePage })));
const MaterialReviewPage = lazyPage(() => materialPages().then((m) => ({ default: m.MaterialReviewPage })));
const MaterialStatusPage = lazyPage(() => materialPages().then((m) => ({ default: m.MaterialStatusPage })));
const MaterialInformationPage = lazyPage(() => materialPages().then((m) => ({ default: m.MaterialInformationPage })));
const MaterialCenterPage = lazyPage(() => materialPages().then((m) => ({ default: m.MaterialCenterPage })));
const FinancialHomePage = lazyPage(() => financePages().then((m) => ({ default: m.FinancialHomePage })));
const PaymentReviewPage = lazyPage(() => financePages().then((m) => ({ default: m.PaymentReviewPage })));
const PaymentStatusPage = lazyPage(() => financePages().then((m) => ({ default: m.PaymentStatusPage })));
const FinancialMaterialReviewPage = lazyPage(() => financePages().then((m) => ({ default: m.FinancialMaterialReviewPage })));
const FinancialMaterialStatusPage = lazyPage(() => financePages().then((m) => ({ default: m.FinancialMaterialStatusPage })));
const FinancialInformationPage = lazyPage(() => financePages().then((m) => ({ default: m.FinancialInformationPage })));
// Learning progress: the admin area's 学习进度, the teacher area's 学员管理 and both areas' 学时报表, loaded only there.
const ProgressPage = lazyPage(() => import('../features/learning-progress/routes/ProgressPage'));
const StudentsPage = lazyPage(() => import('../features/learning-progress/routes/StudentsPage'));
const StudyReportPage = lazyPage(() => import('../features/learning-progress/routes/StudyReportPage'));
const StudyReviewPage = lazyPage(() => import('../features/learning-progress/routes/StudyReviewPage'));
// The administrator's settings: only in the admin area.
const SettingsPage = lazyPage(() => import('../features/settings/routes/SettingsPage'));
// The audit log (操作日志): only in the admin area.
const AuditLogPage = lazyPage(() => import('../features/audit-log/routes/AuditLogPage'));

/** The chunk behind each lazy route element, asked for ahead (a failure shows when React renders the route). */
const chunks = new WeakMap<ReactElement, () => void>();

function area(Component: LazyPage): ReactElement {
  const element = (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
  chunks.set(element, () => void Component.preload().catch(() => undefined));
  return element;
}

/**
 * Asks for the chunks of every route matching `location` at once (the area's shell and the page together), and for
 * the page's data when this session may open it (the guard's own decision).
 */
export function preloadRoutes(location: Partial<Location> | string) {
  const matches = matchRoutes(routes, location) ?? [];
  let access: Access = 'public';
  for (const { route } of matches) {
    if (route.element) chunks.get(route.element as ReactElement)?.();
    access = (route.handle as RouteHandle | undefined)?.access ?? access;
  }
  const page = matches.at(-1);
  const prefetch = (page?.route.handle as RouteHandle | undefined)?.prefetch;
  if (!page || !prefetch || !getToken()) return;
  const { pathname, search = '' } = typeof location === 'string' ? new URL(location, window.location.origin) : location;
  if (resolveAccess({ access, pathname, params: page.params, session: readSession() }).kind !== 'allow') return;
  // A failure shows when the page asks again.
  prefetch(new URLSearchParams(search), page.params).catch(() => undefined);
}

const handle = (title: string, access?: Access, prefetch?: RouteHandle['prefetch']): RouteHandle => ({ title: `titles.${title}`, access, prefetch });

/** A released page. */
function screen(path: string, title: string, element: React.ReactNode, access?: Access, prefetch?: RouteHandle['prefetch']): RouteObject {
  return { path, element, handle: handle(title, access, prefetch) };
}

// The data the learner's pages draw first (their chunks bring the rest).
const prefetchHome = () => import('../lib/course').then((m) => m.prefetchHome(queryClient()));
const prefetchClassroom = (search: URLSearchParams) => import('../lib/course').then((m) => m.prefetchClassroom(queryClient(), search));
const prefetchLesson = (search: URLSearchParams) => import('../lib/course').then((m) => m.prefetchLesson(queryClient(), search));
const prefetchExamCenter = (search: URLSearchParams) => import('../features/exams/api').then((m) => m.prefetchExamCenter(queryClient(), search));
const prefetchEnrolment = () => import('../features/enrolment/api').then((m) => m.prefetchEnrolment(queryClient()));

const rel = childPath;

export const routes: RouteObject[] = [
  {
    element: area(UiRoot),
    errorElement: <PageLoadFailed />,
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
          { path: paths.verify, element: area(VerifyPage), handle: handle('verify') },
          // An imported account's first login (a session is needed: the guard sends it here until the password is changed).
          { path: paths.initialPassword, element: area(InitialPasswordPage), handle: handle('initialPassword', 'auth') },
        ],
      },

      // Learner area (token required; the guest flag passes the five guest pages).
      {
        element: area(LearnerLayout),
        handle: { access: 'auth' } satisfies RouteHandle,
        children: [
          screen(paths.trialCourse, 'trialCourse', area(TrialCoursePage), 'public'),
          screen(paths.studentHome, 'studentHome', area(HomePage), 'guestPass', prefetchHome),
          screen(paths.classroom, 'classroom', area(ClassroomPage), 'guestPass', prefetchClassroom),
          screen(paths.examCenter, 'examCenter', area(ExamCenterPage), 'guestPass', prefetchExamCenter),
          screen(paths.examRecord, 'examRecord', area(ExamRecordPage), 'guestPass'),
          screen(paths.applicationMaterials, 'applicationMaterials', area(ApplicationMaterialsPage), 'guestPass', prefetchEnrolment),
          // Guests may study trial courses read-only (their progress stays in the browser).
          screen(paths.textLearning, 'textLearning', area(LearningPage), 'guestPass', prefetchLesson),
          screen(paths.videoLearning, 'videoLearning', area(LearningPage), 'guestPass', prefetchLesson),
          screen(paths.textExperience, 'textExperience', area(TextExperiencePage), 'guestPass'),
          screen(paths.textExperienceAlt, 'textExperience', area(TextExperiencePage), 'guestPass'),
          screen(paths.videoExperience, 'videoExperience', area(VideoExperiencePage), 'guestPass'),
          screen(paths.learningContent, 'learningContent', area(LearningPage), 'guestPass', prefetchLesson),
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
              screen(rel(paths.profileCertificate, paths.profile), 'profileCertificate', area(CertificatePage)),
              screen(rel(paths.profileCareer, paths.profile), 'profileCareer', area(CareerPage)),
              screen(rel(paths.profileChangePwd, paths.profile), 'profileChangePwd', area(ChangePasswordPage)),
              screen(rel(paths.profileDeleteAccount, paths.profile), 'profileDeleteAccount', area(DeleteAccountPage)),
            ],
          },
          screen(paths.examPaper, 'examPaper', area(ExamPaperPage), 'examPaper'),
          screen(paths.examResult, 'examResult', area(ExamResultPage)),
          screen(paths.examSubmissionResult, 'examResult', area(ExamResultPage)),
        ],
      },

      // Administrator area.
      {
        path: paths.admin,
        element: area(AdminLayout),
        handle: { access: 'admin' } satisfies RouteHandle,
        children: [
          { index: true, element: area(AdminHomePage), handle: handle('adminUsers') },
          screen(rel(paths.adminNotification, paths.admin), 'adminNotification', area(NotificationPage)),
          screen(rel(paths.adminSettings, paths.admin), 'adminSettings', area(SettingsPage)),
          screen(rel(paths.adminInformation, paths.admin), 'adminInformation', area(AccountInformationPage)),
          screen(rel(paths.adminRoleManage, paths.admin), 'adminRoleManage', area(RoleManagePage)),
          screen(rel(paths.adminGeneralCourse, paths.admin), 'adminGeneralCourse', area(CourseManagerPage)),
          screen(rel(paths.adminCourseSchedule, paths.admin), 'adminCourseSchedule', area(ProgressPage)),
          screen(rel(paths.adminStudyReport, paths.admin), 'adminStudyReport', area(StudyReportPage)),
          screen(rel(paths.adminStudyReview, paths.admin), 'adminStudyReview', area(StudyReviewPage)),
          screen(rel(paths.adminStudentCourse, paths.admin), 'adminStudentCourse', area(CommentCenterPage)),
          screen(rel(paths.adminTopicRepository, paths.admin), 'adminTopicRepository', area(QuestionBankPage)),
          screen(rel(paths.adminExamManage, paths.admin), 'adminExamManage', area(ExamManagerPage)),
          screen(rel(paths.adminRewindingCenter, paths.admin), 'adminRewindingCenter', area(PaperCenterPage)),
          screen(rel(paths.adminFileCenter, paths.admin), 'adminFileCenter', area(FileCenterPage)),
          screen(rel(paths.adminMaterialCenter, paths.admin), 'adminMaterialCenter', area(MaterialCenterPage)),
          screen(rel(paths.adminCareerReferrals, paths.admin), 'adminCareerReferrals', area(CareerReferralsPage)),
          screen(rel(paths.adminClasses, paths.admin), 'adminClasses', area(ClassesPage)),
          screen(rel(paths.adminClass, paths.admin), 'adminClass', area(ClassPage)),
          screen(rel(paths.adminCourseCenter, paths.admin), 'adminCourseCenter', area(CourseCenterPage)),
          screen(rel(paths.adminDistributors, paths.admin), 'adminDistributors', area(DistributorsPage)),
          screen(rel(paths.adminDistributor, paths.admin), 'adminDistributor', area(DistributorDetailPage)),
          screen(rel(paths.adminRerollPage, paths.admin), 'adminRerollPage', area(RerollPage)),
          screen(rel(paths.adminAuditLog, paths.admin), 'adminAuditLog', area(AuditLogPage)),
        ],
      },

      // Teacher area (its index: the first page the user's permissions open).
      {
        path: paths.teacher,
        element: area(TeacherLayout),
        handle: { access: 'teacher' } satisfies RouteHandle,
        children: [
          { index: true, element: <AreaIndex area="teacher" /> },
          screen(rel(paths.teacherCourseManager, paths.teacher), 'teacherCourseManager', area(CourseManagerPage)),
          screen(rel(paths.teacherTopicManager, paths.teacher), 'teacherTopicManager', area(QuestionBankPage)),
          screen(rel(paths.teacherExamManager, paths.teacher), 'teacherExamManager', area(ExamManagerPage)),
          screen(rel(paths.teacherReprintManager, paths.teacher), 'teacherReprintManager', area(PendingSheetsPage)),
          screen(rel(paths.teacherRewindingManager, paths.teacher), 'teacherRewindingManager', area(ReviewedSheetsPage)),
          screen(rel(paths.teacherStudentsManager, paths.teacher), 'teacherStudentsManager', area(StudentsPage)),
          screen(rel(paths.teacherStudyReport, paths.teacher), 'teacherStudyReport', area(StudyReportPage)),
          screen(rel(paths.teacherClasses, paths.teacher), 'teacherClasses', area(ClassesPage)),
          screen(rel(paths.teacherClass, paths.teacher), 'teacherClass', area(ClassPage)),
        ],
      },

      // Auditor areas; /auditors itself goes to the stored auditorType's desk, else the first desk the user may open.
      { path: paths.auditors, element: <AuditorsIndex />, handle: { access: 'auth' } satisfies RouteHandle },
      {
        path: `${paths.auditors}/material`,
        element: area(MaterialAuditorLayout),
        handle: { access: 'material' } satisfies RouteHandle,
        children: [
          { index: true, element: <AreaIndex area="material" /> },
          screen('home', 'materialHome', area(MaterialHomePage)),
          screen('review', 'materialReview', area(MaterialReviewPage)),
          screen('status', 'materialStatus', area(MaterialStatusPage)),
          screen('materialinformation', 'materialInformation', area(MaterialInformationPage)),
        ],
      },
      {
        path: `${paths.auditors}/financial`,
        element: area(FinancialAuditorLayout),
        handle: { access: 'financial' } satisfies RouteHandle,
        children: [
          { index: true, element: <AreaIndex area="financial" /> },
          screen('home', 'financialHome', area(FinancialHomePage)),
          screen('review', 'financialReview', area(PaymentReviewPage)),
          screen('status', 'financialStatus', area(PaymentStatusPage)),
          screen('material/review', 'financialMaterialReview', area(FinancialMaterialReviewPage)),
          screen('material/status', 'financialMaterialStatus', area(FinancialMaterialStatusPage)),
          screen('financialinformation', 'financialInformation', area(FinancialInformationPage)),
        ],
      },

      // Distributor area.
      {
        path: paths.distributor,
        element: area(DistributorLayout),
        handle: { access: 'distributor' } satisfies RouteHandle,
        children: [{ index: true, element: area(DistributorDashboardPage), handle: handle('distributorDashboard') }],
      },

      { path: '*', element: area(NotFoundPage), handle: { title: 'titles.notFound', access: 'public' } satisfies RouteHandle },
    ],
  },
];

/** The router; the first location's chunks were asked for by `main.tsx` before the first render (`preloadRoutes`). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => preloadRoutes(state.location));
  return router;
}
