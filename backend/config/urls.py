from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.urls import path, re_path

from itjobs.alerts.views import one_click_unsubscribe
from itjobs.core.admin_messages import ADMIN_PREFIX
from itjobs.web import views
from itjobs.web.feeds import search_feed
from itjobs.web.health import healthz
from itjobs.web.robots import robots_txt
from itjobs.web.sitemaps import SITEMAPS

from .api import api

handler400 = "config.error_pages.bad_request"
handler500 = "config.error_pages.server_error"

urlpatterns = [
    path(ADMIN_PREFIX.lstrip("/"), admin.site.urls),
    path("api/", api.urls),
    re_path(r"^api/(?P<path>.*)$", views.api_not_found),
    path("mail/unsubscribe", one_click_unsubscribe),  # RFC 8058 List-Unsubscribe (itjobs.alerts)
    path("healthz", healthz),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="django.contrib.sitemaps.views.sitemap"),
    path("robots.txt", robots_txt),
    path("feeds/jobs.atom", search_feed),
    re_path(r"^(?P<path>.*)$", views.page),
]
