from django.contrib import admin

from .models import Profile, SeekerProfile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = (
        *("user", "user_type", "terms_accepted", "terms_accepted_date", "onboarded_at"),
        *("email_verified_at", "created_at"),
    )
    list_filter = ("user_type", "terms_accepted", ("email_verified_at", admin.EmptyFieldListFilter))
    search_fields = ("user__email", "user__username")
    raw_id_fields = ("user",)


@admin.register(SeekerProfile)
class SeekerProfileAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("user", "experience_years", "resume_url", "updated_at")
    search_fields = ("user__email",)
    raw_id_fields = ("user",)
