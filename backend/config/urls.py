from django.contrib import admin
from django.urls import path, re_path

from itjobs.web import views

from .api import api

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", api.urls),
    re_path(r"^api/(?P<path>.*)$", views.api_not_found),
    path("healthz", views.healthz),
    re_path(r"^(?P<path>.*)$", views.page),
]
