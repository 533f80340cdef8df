"""Who a user is on the site: a job seeker or a company, and the account metadata (terms accepted)."""

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models


class UserType(models.TextChoices):
    JOB_SEEKER = "job_seeker", "Job seeker"
    COMPANY = "company", "Company"


class Profile(models.Model):
    """One per user: the user type plus the account metadata."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE)
    # Free text, not limited to the choices: the onboarding screen has an 'Unknown User Type' case.
    user_type = models.CharField(max_length=20, choices=UserType.choices)
    terms_accepted = models.BooleanField(default=False)
    terms_accepted_date = models.DateTimeField(null=True, blank=True)
    onboarded_at = models.DateTimeField(null=True, blank=True)  # the onboarding form was saved
    # The address the account proved it reads (a verification link opened); '' for none. The
    # account counts as verified while this equals its e-mail (accounts/verification.py).
    verified_email = models.EmailField(max_length=254, blank=True, default="")
    email_verified_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.user} ({self.user_type})"


class SeekerProfile(models.Model):
    """The job seeker's onboarding answers (all optional)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE)
    experience_years = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(0), MaxValueValidator(50)]
    )
    skills = models.JSONField(default=list, blank=True)
    resume_url = models.URLField(max_length=2000, blank=True, default="")
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"Job seeker profile of {self.user}"
