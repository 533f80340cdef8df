"""Operators moderate job posts (approve, reject, renew), set company plans and read inquiries.

Approval is bound to the version of the text the moderator read (JobPost.revision): the list's
Approve action first shows each post in full and sends back the versions shown; the change form
carries the version it was opened at, for its own saves and its 'Approve this version' button. A post
the company changed meanwhile is not published (nor overwritten by a stale form), with a message.
"""

from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import reverse

from itjobs.accounts.verification import email_is_verified
from itjobs.core.errors import ServiceError

from . import search, services
from .models import Company, Inquiry, JobPost, JobPostStatus

STALE_FORM = (
    "The company changed this post after you opened it (you opened version {seen}; it is now version {now}). "
    "Nothing was saved: reload the page to see the current text."
)


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("name", "user", "plan", "created_at")
    list_editable = ("plan",)
    list_filter = ("plan",)
    search_fields = ("name", "user__email")
    raw_id_fields = ("user",)


def _verified(post: JobPost) -> bool:
    return email_is_verified(post.company.user)


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


def _seen_revision(value: object) -> int | None:
    try:
        return int(str(value))
    except ValueError:
        return None


class JobPostForm(forms.ModelForm):  # type: ignore[type-arg]
    """The change form, carrying the version it was opened at: a save over a newer version is refused."""

    seen_revision = forms.IntegerField(widget=forms.HiddenInput, required=False)

    class Meta:
        model = JobPost
        fields = ("company", *services.CONTENT_FIELDS, "moderation_note")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["seen_revision"].initial = self.instance.revision

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.instance.pk:
            # Locked until the admin's transaction ends, so no edit slips in between check and save.
            now = JobPost.objects.select_for_update().values_list("revision", flat=True).get(pk=self.instance.pk)
            seen = data.get("seen_revision")
            if seen != now:
                raise forms.ValidationError(STALE_FORM.format(seen=seen if seen is not None else "?", now=now))
            self.instance.revision = now
        return data


@admin.register(JobPost)
class JobPostAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    form = JobPostForm
    list_display = (
        *("title", "company", "email_verified", "status", "revision", "job_type", "location"),
        *("created_at", "published_at", "expires_at"),
    )
    list_filter = ("status", "job_type", "company__plan")
    search_fields = ("title", "company__name", "contact_email")
    readonly_fields = (
        *("status", "revision", "contact_email", "created_at", "updated_at", "published_at", "expires_at"),
    )
    raw_id_fields = ("company",)
    actions = ("approve", "reject", "renew")

    @admin.display(boolean=True, description="E-mail verified")
    def email_verified(self, obj: JobPost) -> bool:
        return _verified(obj)

    def save_model(self, request: HttpRequest, obj: JobPost, form: forms.ModelForm, change: bool) -> None:  # type: ignore[type-arg]
        if change and set(form.changed_data) & set(services.CONTENT_FIELDS):
            obj.revision += 1  # an operator's correction is a new version too (other open forms go stale)
        super().save_model(request, obj, form, change)
        if obj.status == JobPostStatus.PUBLISHED:  # an operator's correction shows in search at once
            search.search_publish(post=obj)

    def response_change(self, request: HttpRequest, obj: JobPost) -> HttpResponse:
        """'Approve this version': publish the version on the screen (saved with any corrections)."""
        if "_approve" not in request.POST:
            return super().response_change(request, obj)
        try:
            services.job_post_publish(post=obj, revision=obj.revision)
        except ServiceError as exc:
            messages.error(request, f"{obj.title} (#{obj.pk}) was not published: {exc.message}")
            return HttpResponseRedirect(request.path)
        messages.success(request, f"Published {obj.title} (version {obj.revision}).")
        return HttpResponseRedirect(reverse("admin:employers_jobpost_changelist"))

    @admin.action(description="Approve: review the text, then publish into search")
    def approve(self, request: HttpRequest, queryset: QuerySet[JobPost]) -> TemplateResponse | None:
        """First a page with each post in full; its 'Publish' sends back the versions shown there."""
        if request.POST.get("confirm") != "yes":
            posts = list(queryset.select_related("company__user"))
            context = {
                **self.admin_site.each_context(request),
                "title": "Approve job posts",
                "opts": self.model._meta,
                "posts": [{"post": post, "verified": _verified(post)} for post in posts],
                "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            }
            return TemplateResponse(request, "admin/employers/jobpost/approve_confirmation.html", context)
        seen = {post.pk: _seen_revision(request.POST.get(f"revision_{post.pk}")) for post in queryset}
        _each(
            request,
            queryset,
            lambda post: services.job_post_publish(post=post, revision=seen[post.pk]),
            "Published",
        )
        return None

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
