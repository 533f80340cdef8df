"""A job a seeker keeps to come back to, with its card (decision 0019)."""

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models


class SavedJob(models.Model):
    """One user's saved job. `job_id` is the job's id, not a foreign key: a job that closes or expires
    leaves the jobs table (jobs_expire deletes it), and a seeker's list keeps it as closed, drawn from
    `card`, the job's card as it was when saved."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_jobs")
    job_id = models.CharField(max_length=300)
    saved_at = models.DateTimeField()
    card = models.JSONField(encoder=DjangoJSONEncoder)  # jobs.presenters.job_card(job) when saved

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "job_id"], name="saved_job_once_per_user")]
        indexes = [models.Index(fields=["user", "-saved_at"], name="saved_job_user_recent_idx")]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.job_id}"
