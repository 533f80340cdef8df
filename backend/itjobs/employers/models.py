"""Companies, their job posts (moderated, plan-capped) and sales inquiries."""

from django.conf import settings
from django.db import models


class Plan(models.TextChoices):
    STARTER = "starter", "Starter"
    PROFESSIONAL = "professional", "Professional"
    ENTERPRISE = "enterprise", "Enterprise"


# Pending plus published posts a plan allows: the active_job_posts of content/pricing.py's plans.
PLAN_POST_LIMITS = {Plan.STARTER: 1, Plan.PROFESSIONAL: 3, Plan.ENTERPRISE: 10}


class Company(models.Model):
    """A company account's company; its primary key is the user's id."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True, default="")
    website = models.URLField(max_length=2000, blank=True, default="")
    logo_url = models.URLField(max_length=2000, blank=True, default="")
    plan = models.CharField(max_length=20, choices=Plan.choices, default=Plan.STARTER)  # set by an operator
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "companies"

    def __str__(self) -> str:
        return self.name

    @property
    def post_limit(self) -> int:
        return PLAN_POST_LIMITS.get(Plan(self.plan), 1)


class JobType(models.TextChoices):
    FULL_TIME = "full-time", "Full-time"
    PART_TIME = "part-time", "Part-time"
    CONTRACT = "contract", "Contract"
    FREELANCE = "freelance", "Freelance"
    INTERNSHIP = "internship", "Internship"


class JobPostStatus(models.TextChoices):
    PENDING = "pending", "Pending review"
    PUBLISHED = "published", "Published"
    REJECTED = "rejected", "Rejected"
    CLOSED = "closed", "Closed"
    EXPIRED = "expired", "Expired"


# The statuses a plan counts.
ACTIVE_STATUSES = (JobPostStatus.PENDING, JobPostStatus.PUBLISHED)


class JobPost(models.Model):
    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="job_posts")
    title = models.CharField(max_length=200)
    explanation = models.TextField()
    location = models.CharField(max_length=200)
    country = models.CharField(max_length=2, default="us")  # lowercase two-letter: the search's country filter
    job_type = models.CharField(max_length=20, choices=JobType.choices)
    salary = models.CharField(max_length=100)
    description = models.TextField()
    requirements = models.TextField()
    contact_email = models.EmailField()  # the account e-mail at posting time
    status = models.CharField(max_length=20, choices=JobPostStatus.choices, default=JobPostStatus.PENDING)
    moderation_note = models.TextField(blank=True, default="")  # why it was rejected, for the company
    # The version of the text: every change of a content field adds one. Approval names the version the
    # moderator read, and a post changed since is not published (services.job_post_publish).
    revision = models.PositiveIntegerField(default=1, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    published_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["company", "status"], name="jobpost_company_status_idx"),
            models.Index(fields=["status", "expires_at"], name="jobpost_status_expires_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.title} at {self.company} ({self.status})"

    @property
    def job_id(self) -> str:
        """Its id in the job index and search: 'direct-12'."""
        return f"direct-{self.pk}"


class Inquiry(models.Model):
    """A 'Post a Job Inquiry' message for sales."""

    name = models.CharField(max_length=200)
    company = models.CharField(max_length=200)
    email = models.EmailField(max_length=254, db_index=True)
    message = models.TextField(blank=True, default="")
    privacy_consent_at = models.DateTimeField()
    ip_address = models.GenericIPAddressField(null=True, blank=True)
    emailed = models.BooleanField(default=False)  # reached SALES_EMAIL
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "inquiries"

    def __str__(self) -> str:
        return f"{self.name} ({self.company}) {self.created_at:%Y-%m-%d}"
