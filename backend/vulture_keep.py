"""Names the dead-code check (vulture, `make lint`) cannot see being used, each with the reason.

Vulture reads the code, not the frameworks: it does not know that Django reads settings, admin
options and model Meta by name, that django-ninja turns every schema field into JSON the client
reads, or that pydantic fills input fields from the request. Every entry below names one such
use. A name that is really unused is deleted, not added here. The tests are not scanned (see
[tool.vulture] in pyproject.toml): a name only tests use counts as dead.
"""


class _Keep:
    """Any attribute: each `_.name` below marks `name` as used for vulture."""

    def __getattr__(self, name: str) -> None:
        return None


_ = _Keep()

_KEEP = (
    # ---- Django settings: Django and its apps read these by name from config/settings.py ----
    _.SECRET_KEY,  # signing sessions, CSRF tokens and password-reset links
    _.DEBUG,  # Django's debug mode
    _.ALLOWED_HOSTS,  # Host header check
    _.CSRF_TRUSTED_ORIGINS,  # CSRF origin check
    _.INSTALLED_APPS,  # the app registry
    _.MIDDLEWARE,  # the request pipeline
    _.ROOT_URLCONF,  # the URL table
    _.urlpatterns,  # read by name from the ROOT_URLCONF module (config/urls.py, bench/bare_django.py)
    _.WSGI_APPLICATION,  # runserver's WSGI entry
    _.APPEND_SLASH,  # CommonMiddleware's redirect rule
    _.TEMPLATES,  # the template engine (admin, e-mails)
    _.CACHES,  # the cache backends (Redis or local memory)
    _.PASSWORD_HASHERS,  # django.contrib.auth's hashers
    _.AUTH_PASSWORD_VALIDATORS,  # sign-up and reset password rules
    _.LANGUAGE_CODE,  # i18n
    _.TIME_ZONE,  # timezone.now() and the admin
    _.USE_I18N,  # i18n
    _.USE_TZ,  # aware datetimes
    _.DEFAULT_AUTO_FIELD,  # model primary keys
    _.STATIC_URL,  # staticfiles
    _.STATIC_ROOT,  # collectstatic's target
    _.STORAGES,  # staticfiles storage (WhiteNoise)
    _.WHITENOISE_ROOT,  # WhiteNoise serves the built frontend from here
    _.WHITENOISE_IMMUTABLE_FILE_TEST,  # WhiteNoise: which built files are cached forever
    _.SESSION_COOKIE_HTTPONLY,  # session cookie flags
    _.SESSION_COOKIE_SAMESITE,
    _.SESSION_COOKIE_SECURE,
    _.CSRF_COOKIE_SAMESITE,  # CSRF cookie flags
    _.CSRF_COOKIE_SECURE,
    _.SECURE_CONTENT_TYPE_NOSNIFF,  # SecurityMiddleware headers
    _.SECURE_REFERRER_POLICY,
    _.SECURE_PROXY_SSL_HEADER,  # request.is_secure() behind a TLS proxy
    _.SECURE_SSL_REDIRECT,  # SecurityMiddleware's http -> https redirect
    _.SECURE_REDIRECT_EXEMPT,
    _.SECURE_HSTS_SECONDS,  # SecurityMiddleware's Strict-Transport-Security header
    _.SECURE_HSTS_INCLUDE_SUBDOMAINS,
    _.SECURE_HSTS_PRELOAD,
    _.EMAIL_BACKEND,  # django.core.mail
    _.EMAIL_FILE_PATH,
    _.EMAIL_HOST,
    _.EMAIL_PORT,
    _.EMAIL_HOST_USER,
    _.EMAIL_HOST_PASSWORD,
    _.EMAIL_USE_TLS,
    _.DEFAULT_FROM_EMAIL,
    _.LOGGING,  # logging.config.dictConfig at startup
    # ---- our settings read by a computed name ----
    _.ADZUNA_CALLS_PER_MINUTE,  # read by name: ProviderSpec.limit_settings
    _.ADZUNA_CALLS_PER_DAY,  # read by name: ProviderSpec.limit_settings
    _.JSEARCH_CALLS_PER_MINUTE,  # as above, for JSearch
    _.JSEARCH_CALLS_PER_DAY,
    # ---- Django hooks ----
    _.lookup_name,  # core/lookups.py: register_lookup files a lookup under it
    _.get_prep_lookup,  # core/lookups.py: Lookup.__init__ calls it on the value list
    _.as_postgresql,  # core/lookups.py: the SQL compiler calls as_<vendor> on a lookup
    _.handler400,  # config/urls.py: Django answers a refused request with it (JSON under /api/)
    _.handler500,  # config/urls.py: Django answers an uncaught exception with it (JSON under /api/)
    _.ThrottledAdminConfig,  # INSTALLED_APPS names it; its default_site names ThrottledAdminSite
    _.default_site,
    _.ThrottledAdminSite,
    _.login_form,  # AdminSite.login reads it
    _.EmailLocalPartValidator,  # AUTH_PASSWORD_VALIDATORS names it; Django calls validate and get_help_text
    _.validate,
    _.get_help_text,
    _.application,  # config/wsgi.py: gunicorn loads config.wsgi:application
    _.AccountsConfig,  # AppConfig classes: Django finds them in each app's apps.py
    _.ContentConfig,
    _.CoreConfig,
    _.EmployersConfig,
    _.SavedConfig,
    _.AlertsConfig,
    _.JobsConfig,
    _.SourcesConfig,
    _.FakeworldConfig,
    _.WebConfig,
    _.CompaniesConfig,
    _.ready,  # AppConfig.ready(): Django calls it once the apps are loaded
    _.Command,  # management commands: manage.py loads the Command class of each module
    _.help,  # BaseCommand.help: manage.py help text
    _.add_arguments,  # BaseCommand hook: manage.py calls it to build the parser
    _.Meta,  # model options class
    _.verbose_name,  # model and app labels in the admin
    _.verbose_name_plural,
    _.ordering,  # Meta.ordering: the default order of querysets
    _.indexes,  # Meta.indexes: migrations create them
    _.constraints,  # Meta.constraints: migrations create them (saved jobs, alerts: one per user or search)
    _.list_display,  # ModelAdmin options: the admin reads them
    _.list_editable,
    _.list_filter,
    _.search_fields,
    _.raw_id_fields,
    _.readonly_fields,
    _.date_hierarchy,
    _.actions,
    _.has_add_permission,  # ModelAdmin hook: inquiries cannot be added by hand
    _.email_verified,  # JobPostAdmin column (list_display) and AccountOut field: a company's address is verified
    _.initial,  # migrations: Migration.initial, .dependencies and .operations are read by migrate
    _.dependencies,
    _.operations,
    _.sender,  # signal receivers take the sender argument whether they use it or not
    _.path_info,  # web/preload.py sets it on a sub-request: Django's URL resolver reads it
    _.get_domain,  # Sitemap hooks: django.contrib.sitemaps calls them for every sitemap
    _.get_protocol,
    _.protocol,  # the argument Sitemap.get_protocol() is called with
    _.changefreq,  # Sitemap attributes written into sitemap.xml
    _.priority,
    _.lastmod,
    # FULL_TIME ... INTERNSHIP: JobPost.EmploymentType members; the form offers them through .choices
    _.FULL_TIME,
    _.PART_TIME,
    _.CONTRACT,
    _.FREELANCE,
    _.INTERNSHIP,
    # ---- the standard library calls these ----
    _.mtime_ns,  # the cache key argument of @cache/@lru_cache readers: a changed file is read again
    _.daemon_threads,  # socketserver.ThreadingMixIn: the fake upstream's threads never block shutdown
    _.log_message,  # BaseHTTPRequestHandler hook: the fake upstream logs through logging
    # ---- model fields written through the ORM and read by queries, the admin or the index ----
    _.salary_yearly_max,  # the job's yearly range with salary_yearly_min (the salary filter reads min)
    _.search_title,  # full-text columns: the FTS5 triggers / tsvector read them (jobs/index)
    _.search_extra,
    _.search_place,
    _.search_body,
    _.search_phrases,  # Job: the title's word pairs, which the full-text index reads (decision 0012)
    _.refreshed_at,  # QueryState: the freshness window (sources/singleflight.py lookups)
    _.search_count,  # QueryState: most searched queries (sources/tasks.py order_by)
    _.last_searched_at,
    _.emailed,  # Inquiry: reached sales; listed in the admin
    _.privacy_consent_at,  # Inquiry: when consent was given; shown in the admin
    _.ip_address,  # Inquiry: spam review in the admin
    _.next_attempt_at,  # alerts Delivery: written and filtered by keyword (a pending mail's retry time)
    _.next_due_at,  # alerts Alert: written and filtered by keyword (the earliest round that may mail it)
    _.last_error,  # alerts Delivery: why the last send failed, for the operator (admin, database)
    # ---- API schema fields: django-ninja serializes them into the JSON the frontend reads ----
    _.detail,  # ErrorOut / MessageOut / NotFoundOut / ValidationErrorOut message
    _.suggestions,  # SuggestionsOut: the list the search boxes show
    _.csrf_token,  # CsrfOut: the client sends it back in X-CSRFToken
    _.authenticated,  # SessionOut
    _.profile_completed,  # AccountOut / CompanyOut: onboarding done
    _.seeker_profile,  # AccountOut / AccountExportOut
    _.exported_at,  # AccountExportOut: the data export
    _.account,
    _.job_posts,
    _.saved_jobs,  # AccountExportOut: the saved app's part of the data export (itjobs.saved)
    _.years,  # CareerLevelOut (and content.types.CareerLevel it is built from)
    _.jobs_keyword,  # CategoryOut: the 'Latest jobs' search
    _.is_fallback,  # CategoryOut: the 'Other' category
    _.is_section,  # GuideLinkOut: one of the four /job-guide sections
    _.price_usd,  # PlanOut (and content.pricing.Plan it is built from)
    _.active_job_posts,
    _.popular,
    _.cta,
    _.employers,  # FaqsOut
    _.home,
    _.impressum,  # LegalOut
    _.terms,
    _.privacy,
    _.mission,  # AboutOut
    _.partners,
    _.plan_name,  # CompanyOut / JobPostListOut
    _.active_posts,
    _.can_edit,  # JobPostOut: what the dashboard offers
    _.can_close,
    _.salary_is_estimated,  # JobCardOut
    _.valid_through,  # JobDetailOut: 'Apply by'
    _.listed_until,  # JobDetailOut: a direct post's end date
    _.remote_instead,  # RelaxedOut (and selectors.Relaxed it is built from): remote jobs instead of the place
    _.confirmed,  # AlertOut: the account page says 'waiting for confirmation'
    # ---- input schema fields: pydantic fills them from the request; read through payload.dict() ----
    _.model_config,  # pydantic reads a schema's config (json_schema_extra: required_in_schema)
    _.privacy_consent,  # InquiryIn: employers/inquiries.py checks data["privacy_consent"]
    _.form_token,  # InquiryIn: the signed too-fast-to-be-human check
    _.seen_revision,  # employers admin JobPostForm: a declared form field, read from cleaned_data by name
    # ---- content dataclass fields: content/export.py writes them with asdict() into the content
    # export the frontend reads ----
    _.intro,  # CityGuide: the city guide's opening paragraph (city-guide.tsx)
    _.lead,  # SearchScreen: the line under a search page's heading (routes/jobs.tsx, developer-jobs.tsx)
    # ---- framework hooks called by name ----
    _.ContentSecurityPolicyMiddleware,  # web/csp.py: named by its dotted path in settings.MIDDLEWARE
    _.AdminMessageMiddleware,  # core/admin_messages.py: named by its dotted path in settings.MIDDLEWARE
    _.GZipOnceMiddleware,  # core/gzip_once.py: named by its dotted path in settings.MIDDLEWARE
    _.MicrocacheMiddleware,  # core/microcache.py: named by its dotted path in settings.MIDDLEWARE
    _.clear_here,  # core/process_cache.py: tests empty it with the cache below (core/tests/redis_support.py)
    _.handle_starttag,  # web/csp.py: html.parser.HTMLParser calls these while it reads a page
    _.handle_data,
    _.handle_endtag,
    # ---- dataclass fields read by name ----
    _.created,  # IngestStats counters: summed with dataclasses.fields() in __add__, returned to callers
    _.received,  # and printed by jobs_ingest's log line (the dataclass repr)
    _.updated,
    _.not_it,
    _.reposted,
    # Feed hooks: django.contrib.syndication's Feed reads them by name for the feed and each entry
    _.feed_type,
    _.get_object,
    _.subtitle,
    _.feed_url,
    _.item_title,
    _.item_description,
    _.item_link,
    _.item_guid,
    _.item_author_name,
    _.item_pubdate,
    _.item_updateddate,
    # Model fields read only through ORM lookups ('seen_at__lt'): when a sweep last returned the job
    _.seen_at,
    _.calls_today,  # summed by crawl._targeted_today through Sum("calls_today")
)
