"""The admin app with the site whose login is throttled (INSTALLED_APPS names this instead of
django.contrib.admin). Kept apart from admin_site.py: app configs load before models may be imported."""

from django.contrib.admin.apps import AdminConfig


class ThrottledAdminConfig(AdminConfig):
    default_site = "itjobs.accounts.admin_site.ThrottledAdminSite"
