//! Administration calls (spec 001 §7): accounts, their roles and appended permissions, roles and
//! the permission catalogue. The workflow is `service::administration`.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, put};
use serde::{Deserialize, Serialize};

use crate::api::views::{UserView, user_view};
use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{RoleAdmin, RoleReader, UserAdmin};
use crate::domain::roles;
use crate::service::AppState;
use crate::service::accounts::Account;
use crate::service::administration::{
    self as admin, AdminUserBody, AdminUserEdit, RoleBody, RoleRow, UserRolesBody,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/user", get(list_users).post(create_user))
        .route("/admin/user/statistics", get(statistics))
        .route(
            "/admin/user/{id}",
            get(user_detail).put(edit_user).delete(delete_user),
        )
        .route("/admin/permission/permission", get(permissions))
        .route("/admin/permission/user/role", get(user_roles))
        .route("/admin/permission/user/role/{user_id}", put(set_user_roles))
        .route(
            "/admin/permission/role",
            get(list_roles)
                .post(create_role)
                .put(update_role)
                .delete(delete_role),
        )
        .route("/admin/permission/role/{role_id}", put(update_role_at))
}

/// The user search: each a case-insensitive part of that field (the ID number exact).
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct UserQuery {
    /// Part of the user id's digits.
    id: Option<String>,
    username: Option<String>,
    phone: Option<String>,
    email: Option<String>,
    /// An exact ID number (身份证号): its holders, found through the number's keyed hash (the
    /// numbers are stored sealed, "Personal information" in the README).
    id_card: Option<String>,
}

/// A row of the user table (no ID card or address: the list does not need them).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserRow {
    id: i64,
    username: String,
    name: Option<String>,
    phone: Option<String>,
    email: Option<String>,
    /// Sorted by priority.
    roles: Vec<String>,
    created_at: i64,
    updated_at: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserList {
    users: Vec<AdminUserRow>,
    total_count: u64,
}

/// A page of accounts (newest first; the built-in guest account is not listed).
#[utoipa::path(get, path = "/api/v0/admin/user", tag = "administration", security(("bearer" = [])),
    params(UserQuery, PageParams),
    responses((status = 200, body = AdminUserList), (status = 400), (status = 401), (status = 403)))]
pub async fn list_users(
    State(state): State<AppState>,
    _: UserAdmin,
    ApiQuery(q): ApiQuery<UserQuery>,
    Paging(page): Paging<100>,
) -> Answer {
    let filter = crate::catalogue::UserFilter {
        id: q.id,
        username: q.username,
        phone: q.phone,
        email: q.email,
        holders: None,
    };
    let (rows, total_count) = admin::list_users(&state, filter, q.id_card, page).await?;
    Ok(ok(AdminUserList {
        users: rows
            .into_iter()
            .map(|(u, roles)| AdminUserRow {
                id: u.id,
                username: u.username,
                name: u.name,
                phone: u.phone,
                email: u.email,
                roles,
                created_at: u.created_at,
                updated_at: u.updated_at,
            })
            .collect(),
        total_count,
    }))
}

/// The four statistic cards.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserStatistics {
    total_users: u64,
    /// Accounts whose first role is student.
    students: u64,
    /// Accounts whose first role is teacher (spec 001 §6: shown as the reviewers card).
    reviewers: u64,
    /// Accounts whose first role is admin.
    admins: u64,
}

#[utoipa::path(get, path = "/api/v0/admin/user/statistics", tag = "administration", security(("bearer" = [])),
    responses((status = 200, body = UserStatistics), (status = 401), (status = 403)))]
pub async fn statistics(State(state): State<AppState>, _: UserAdmin) -> Answer {
    let counts = admin::statistics(&state).await?;
    let first = |role: &str| counts.first_roles.get(role).copied().unwrap_or(0);
    Ok(ok(UserStatistics {
        total_users: counts.total,
        students: first(roles::STUDENT),
        reviewers: first(roles::TEACHER),
        admins: first(roles::ADMIN),
    }))
}

/// An account for the administrator: the profile, roles, effective permissions and the ones
/// appended to the user directly.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserDetail {
    #[serde(flatten)]
    user: UserView,
    #[schema(schema_with = roles::permission_names)]
    appended_permissions: Vec<String>,
}

fn detail(account: Account) -> Answer {
    let appended_permissions = account.appended.clone();
    Ok(ok(AdminUserDetail {
        user: user_view(account),
        appended_permissions,
    }))
}

#[utoipa::path(get, path = "/api/v0/admin/user/{id}", tag = "administration", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = AdminUserDetail), (status = 401), (status = 403), (status = 404)))]
pub async fn user_detail(
    State(state): State<AppState>,
    _: UserAdmin,
    Path(id): Path<i64>,
) -> Answer {
    detail(admin::read_user(&state, id).await?)
}

/// Creates an account ('用户添加成功' on the client).
#[utoipa::path(post, path = "/api/v0/admin/user", tag = "administration", security(("bearer" = [])),
    request_body = AdminUserBody,
    responses((status = 200, body = AdminUserDetail), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn create_user(
    State(state): State<AppState>,
    UserAdmin(session): UserAdmin,
    ApiJson(body): ApiJson<AdminUserBody>,
) -> Answer {
    detail(admin::create_user(&state, &session, body).await?)
}

/// Edits an account; with only `id` and `password`, resets the password and ends the user's
/// sessions.
#[utoipa::path(put, path = "/api/v0/admin/user/{id}", tag = "administration", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = AdminUserEdit,
    responses((status = 200, body = AdminUserDetail), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn edit_user(
    State(state): State<AppState>,
    UserAdmin(session): UserAdmin,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<AdminUserEdit>,
) -> Answer {
    detail(admin::edit_user(&state, &session, id, body).await?)
}

/// Deletes an account with its sessions, private files and learning data (409 for the caller's
/// own account and the last administrator).
#[utoipa::path(delete, path = "/api/v0/admin/user/{id}", tag = "administration", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn delete_user(
    State(state): State<AppState>,
    UserAdmin(session): UserAdmin,
    Path(id): Path<i64>,
) -> Answer {
    admin::delete_user(&state, &session, id).await?;
    Ok(ok(serde_json::Value::Null))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct UserRolesQuery {
    user_id: i64,
}

/// A user's roles, appended and effective permissions.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserRoles {
    user_id: i64,
    roles: Vec<String>,
    #[schema(schema_with = roles::permission_names)]
    appended_permissions: Vec<String>,
    #[schema(schema_with = roles::permission_names)]
    permissions: Vec<String>,
}

#[utoipa::path(get, path = "/api/v0/admin/permission/user/role", tag = "administration", security(("bearer" = [])),
    params(UserRolesQuery),
    responses((status = 200, body = UserRoles), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn user_roles(
    State(state): State<AppState>,
    _: UserAdmin,
    ApiQuery(q): ApiQuery<UserRolesQuery>,
) -> Answer {
    let account = admin::read_user(&state, q.user_id).await?;
    Ok(ok(UserRoles {
        user_id: account.user.id,
        roles: account.roles,
        appended_permissions: account.appended,
        permissions: account.permissions,
    }))
}

/// Sets a user's roles (at least one: '角色不能为空') and, when `permissionName` is sent, the
/// permissions appended to them. The change holds from the user's next request.
#[utoipa::path(put, path = "/api/v0/admin/permission/user/role/{user_id}", tag = "administration", security(("bearer" = [])),
    params(("user_id" = i64, Path)), request_body = UserRolesBody,
    responses((status = 200, body = AdminUserDetail), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn set_user_roles(
    State(state): State<AppState>,
    UserAdmin(session): UserAdmin,
    Path(user_id): Path<i64>,
    ApiJson(body): ApiJson<UserRolesBody>,
) -> Answer {
    detail(admin::set_user_access(&state, &session, user_id, body).await?)
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PermissionView {
    id: i64,
    resource: String,
    #[schema(schema_with = roles::permission_name)]
    name: String,
    /// What it allows, in Chinese.
    description: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PermissionList {
    permissions: Vec<PermissionView>,
}

/// The permission catalogue.
#[utoipa::path(get, path = "/api/v0/admin/permission/permission", tag = "administration", security(("bearer" = [])),
    responses((status = 200, body = PermissionList), (status = 401), (status = 403)))]
pub async fn permissions(State(state): State<AppState>, _: RoleReader) -> Answer {
    Ok(ok(PermissionList {
        permissions: admin::permissions(&state)
            .await?
            .into_iter()
            .map(|p| PermissionView {
                id: p.id,
                resource: p.resource,
                description: p.description,
                name: p.name,
            })
            .collect(),
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Creator {
    id: i64,
    username: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoleView {
    id: i64,
    name: String,
    description: Option<String>,
    /// Built-in roles cannot be renamed or deleted; the admin role always holds every permission.
    builtin: bool,
    /// Permission ids.
    permissions: Vec<i64>,
    #[schema(schema_with = roles::permission_names)]
    permission_names: Vec<String>,
    user_count: u64,
    created_by: Option<Creator>,
    created_at: i64,
}

impl From<RoleRow> for RoleView {
    fn from(row: RoleRow) -> Self {
        Self {
            id: row.role.id,
            builtin: roles::is_builtin(&row.role.name),
            name: row.role.name,
            description: row.role.description,
            permissions: row.permissions.iter().map(|p| p.id).collect(),
            permission_names: row.permissions.into_iter().map(|p| p.name).collect(),
            user_count: row.user_count,
            created_by: row
                .created_by
                .map(|(id, username)| Creator { id, username }),
            created_at: row.role.created_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoleList {
    roles: Vec<RoleView>,
    total_count: u64,
}

/// Roles: built-in ones in priority order, then created ones by name.
#[utoipa::path(get, path = "/api/v0/admin/permission/role", tag = "administration", security(("bearer" = [])),
    params(PageParams),
    responses((status = 200, body = RoleList), (status = 400), (status = 401), (status = 403)))]
pub async fn list_roles(
    State(state): State<AppState>,
    _: RoleReader,
    Paging(page): Paging<100>,
) -> Answer {
    let all = admin::roles(&state).await?;
    let (rows, total_count) = page.of(all.into_iter());
    Ok(ok(RoleList {
        roles: rows.into_iter().map(RoleView::from).collect(),
        total_count,
    }))
}

async fn role_view(state: &AppState, id: i64) -> Answer {
    Ok(ok(RoleView::from(admin::read_role(state, id).await?)))
}

/// Creates a role.
#[utoipa::path(post, path = "/api/v0/admin/permission/role", tag = "administration", security(("bearer" = [])),
    request_body = RoleBody,
    responses((status = 200, body = RoleView), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn create_role(
    State(state): State<AppState>,
    RoleAdmin(session): RoleAdmin,
    ApiJson(body): ApiJson<RoleBody>,
) -> Answer {
    let created = admin::create_role(&state, &session, body).await?;
    role_view(&state, created.id).await
}

fn role_id(body: &RoleBody) -> Result<i64, crate::error::AppError> {
    body.id
        .ok_or_else(|| crate::error::AppError::field("id", crate::refusals::ROLE_NOT_FOUND))
}

/// Changes the role named by `id` in the body.
#[utoipa::path(put, path = "/api/v0/admin/permission/role", tag = "administration", security(("bearer" = [])),
    request_body = RoleBody,
    responses((status = 200, body = RoleView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn update_role(
    State(state): State<AppState>,
    RoleAdmin(session): RoleAdmin,
    ApiJson(body): ApiJson<RoleBody>,
) -> Answer {
    let id = role_id(&body)?;
    admin::update_role(&state, &session, id, body).await?;
    role_view(&state, id).await
}

/// Changes a role: name, description and permission ids.
#[utoipa::path(put, path = "/api/v0/admin/permission/role/{role_id}", tag = "administration", security(("bearer" = [])),
    params(("role_id" = i64, Path)), request_body = RoleBody,
    responses((status = 200, body = RoleView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn update_role_at(
    State(state): State<AppState>,
    RoleAdmin(session): RoleAdmin,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<RoleBody>,
) -> Answer {
    admin::update_role(&state, &session, id, body).await?;
    role_view(&state, id).await
}

/// Deletes the created role named by `id` in the body.
#[utoipa::path(delete, path = "/api/v0/admin/permission/role", tag = "administration", security(("bearer" = [])),
    request_body = RoleBody,
    responses((status = 200), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn delete_role(
    State(state): State<AppState>,
    RoleAdmin(session): RoleAdmin,
    ApiJson(body): ApiJson<RoleBody>,
) -> Answer {
    admin::delete_role(&state, &session, role_id(&body)?).await?;
    Ok(ok(serde_json::Value::Null))
}
