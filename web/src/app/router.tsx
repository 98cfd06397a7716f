// The route table of spec 001 §2: which element, title and access each path has. Staff areas are lazy chunks.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound, PageLoader, Unavailable } from '../components/StatusPages';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { ForgotPasswordPage } from '../features/auth/routes/ForgotPasswordPage';
import { LoginPage } from '../features/auth/routes/LoginPage';
import { PhoneLoginPage } from '../features/auth/routes/PhoneLoginPage';
import { RegisterPage } from '../features/auth/routes/RegisterPage';
import { childPath, paths } from '../lib/paths';
import { getAuditorType } from '../lib/session';
import type { Access } from './access';
import { RouteGuard, type RouteHandle } from './guard';
import { LearnerLayout, ProfileLayout } from './layouts/LearnerLayout';

// Each staff area is its own chunk: a learner never downloads admin, teacher, auditor or distributor code.
const AdminLayout = lazy(() => import('./layouts/AdminLayout'));
const TeacherLayout = lazy(() => import('./layouts/TeacherLayout'));
const MaterialAuditorLayout = lazy(() => import('./layouts/AuditorLayout').then((m) => ({ default: m.MaterialAuditorLayout })));
const FinancialAuditorLayout = lazy(() => import('./layouts/AuditorLayout').then((m) => ({ default: m.FinancialAuditorLayout })));
const DistributorLayout = lazy(() => import('./layouts/DistributorLayout'));

function area(Component: LazyExoticComponent<ComponentType>) {
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

const rel = childPath;

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },

      // Anonymous access pages.
      {
        element: <AuthLayout />,
        handle: { access: 'public' } satisfies RouteHandle,
        children: [
          { path: paths.login, element: <LoginPage />, handle: handle('login') },
          { path: paths.register, element: <RegisterPage />, handle: handle('register') },
          { path: paths.phoneLogin, element: <PhoneLoginPage />, handle: handle('phoneLogin') },
          { path: paths.forgetPwd, element: <ForgotPasswordPage />, handle: handle('forgetPwd') },
        ],
      },

      // Learner area (token required; the guest flag passes the five guest pages).
      {
        element: <LearnerLayout />,
        handle: { access: 'auth' } satisfies RouteHandle,
        children: [
          page(paths.trialCourse, 'trialCourse', 'public'),
          page(paths.studentHome, 'studentHome', 'guestPass'),
          page(paths.classroom, 'classroom', 'guestPass'),
          page(paths.examCenter, 'examCenter', 'guestPass'),
          page(paths.examRecord, 'examRecord', 'guestPass'),
          page(paths.applicationMaterials, 'applicationMaterials', 'guestPass'),
          page(paths.textLearning, 'textLearning'),
          page(paths.videoLearning, 'videoLearning'),
          page(paths.textExperience, 'textExperience'),
          page(paths.textExperienceAlt, 'textExperience'),
          page(paths.videoExperience, 'videoExperience'),
          page(paths.learningContent, 'learningContent'),
          page(paths.courseDetail, 'courseDetail'),
          {
            // Paths match case-insensitively, so /studentprofile lands here too.
            path: paths.profile,
            element: <ProfileLayout />,
            children: [
              { index: true, element: <Navigate to={paths.profileBasicInfo} replace /> },
              page(rel(paths.profileBasicInfo, paths.profile), 'profileBasicInfo'),
              page(rel(paths.profilePersonInfo, paths.profile), 'profilePersonInfo'),
              page(rel(paths.profileMessage, paths.profile), 'profileMessage'),
              page(rel(paths.profileChangePwd, paths.profile), 'profileChangePwd'),
              page(rel(paths.profileDeleteAccount, paths.profile), 'profileDeleteAccount'),
            ],
          },
          page(paths.examPaper, 'examPaper', 'examPaper'),
          page(paths.examResult, 'examResult'),
        ],
      },

      // Administrator area.
      {
        path: paths.admin,
        element: area(AdminLayout),
        handle: { access: 'admin' } satisfies RouteHandle,
        children: [
          { index: true, element: <Unavailable />, handle: handle('adminUsers') },
          page(rel(paths.adminNotification, paths.admin), 'adminNotification'),
          page(rel(paths.adminSettings, paths.admin), 'adminSettings'),
          page(rel(paths.adminInformation, paths.admin), 'adminInformation'),
          page(rel(paths.adminRoleManage, paths.admin), 'adminRoleManage'),
          page(rel(paths.adminGeneralCourse, paths.admin), 'adminGeneralCourse'),
          page(rel(paths.adminCourseSchedule, paths.admin), 'adminCourseSchedule'),
          page(rel(paths.adminStudentCourse, paths.admin), 'adminStudentCourse'),
          page(rel(paths.adminTopicRepository, paths.admin), 'adminTopicRepository'),
          page(rel(paths.adminExamManage, paths.admin), 'adminExamManage'),
          page(rel(paths.adminRewindingCenter, paths.admin), 'adminRewindingCenter'),
          page(rel(paths.adminFileCenter, paths.admin), 'adminFileCenter'),
          page(rel(paths.adminMaterialCenter, paths.admin), 'adminMaterialCenter'),
          page(rel(paths.adminCareerReferrals, paths.admin), 'adminCareerReferrals'),
          page(rel(paths.adminCourseCenter, paths.admin), 'adminCourseCenter'),
          page(rel(paths.adminRerollPage, paths.admin), 'adminRerollPage'),
        ],
      },

      // Teacher area.
      {
        path: paths.teacher,
        element: area(TeacherLayout),
        handle: { access: 'teacher' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to={paths.teacherCourseManager} replace /> },
          page(rel(paths.teacherCourseManager, paths.teacher), 'teacherCourseManager'),
          page(rel(paths.teacherTopicManager, paths.teacher), 'teacherTopicManager'),
          page(rel(paths.teacherExamManager, paths.teacher), 'teacherExamManager'),
          page(rel(paths.teacherReprintManager, paths.teacher), 'teacherReprintManager'),
          page(rel(paths.teacherRewindingManager, paths.teacher), 'teacherRewindingManager'),
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
