"""Operators moderate job posts (approve, reject, renew), set company plans and read inquiries."""

from collections.abc import Callable

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from itjobs.core.errors import ServiceError

from . import search, services
from .models import Company, Inquiry, JobPost, JobPostStatus


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("name", "user", "plan", "created_at")
    list_editable = ("plan",)
    list_filter = ("plan",)
    search_fields = ("name", "user__email")
    raw_id_fields = ("user",)


def _each(request: HttpRequest, posts: QuerySet[JobPost], action: Callable[[JobPost], object], done: str) -> None:
    """Apply a moderation service to each post; a post in the wrong state is reported, not fatal."""
    count = 0
    for post in posts:
        try:
            action(post)
        except ServiceError as exc:
            messages.warning(request, f"{post.title} (#{post.pk}): {exc.message}")
        else:
            count += 1
    if count:
        messages.success(request, f"{done} {count} job post{'s' if count != 1 else ''}.")


@admin.register(JobPost)
class JobPostAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("title", "company", "status", "job_type", "location", "created_at", "published_at", "expires_at")
    list_filter = ("status", "job_type", "company__plan")
    search_fields = ("title", "company__name", "contact_email")
    readonly_fields = ("status", "contact_email", "created_at", "updated_at", "published_at", "expires_at")
    raw_id_fields = ("company",)
    actions = ("approve", "reject", "renew")

    def save_model(self, request: HttpRequest, obj: JobPost, form: object, change: bool) -> None:
        super().save_model(request, obj, form, change)
        if obj.status == JobPostStatus.PUBLISHED:  # an operator's correction shows in search at once
            search.search_publish(post=obj)

    @admin.action(description="Approve: publish into search")
    def approve(self, request: HttpRequest, queryset: QuerySet[JobPost]) -> None:
        _each(request, queryset, lambda post: services.job_post_publish(post=post), "Published")

    @admin.action(description="Reject: keep out of search")
    def reject(self, request: HttpRequest, queryset: QuerySet[JobPost]) -> None:
        _each(request, queryset, lambda post: services.job_post_reject(post=post), "Rejected")

    @admin.action(description="Renew: another 30 days in search")
    def renew(self, request: HttpRequest, queryset: QuerySet[JobPost]) -> None:
        _each(request, queryset, lambda post: services.job_post_renew(post=post), "Renewed")


@admin.register(Inquiry)
class InquiryAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("created_at", "name", "company", "email", "emailed")
    list_filter = ("emailed",)
    search_fields = ("name", "company", "email", "message")
    readonly_fields = (
        *("name", "company", "email", "message"),
        *("privacy_consent_at", "ip_address", "emailed", "created_at"),
    )
    date_hierarchy = "created_at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False
