"""Contains all the data models used in inputs/outputs"""

from .belief import Belief
from .blank_enum import BlankEnum
from .context_memory import ContextMemory
from .context_request import ContextRequest
from .context_response import ContextResponse
from .context_snippet import ContextSnippet
from .end_user import EndUser
from .episode import Episode
from .episode_hit import EpisodeHit
from .erased import Erased
from .erased_erased import ErasedErased
from .error import Error
from .error_detail import ErrorDetail
from .error_detail_fields import ErrorDetailFields
from .experience import Experience
from .experience_create import ExperienceCreate
from .experience_kind_enum import ExperienceKindEnum
from .experience_status_enum import ExperienceStatusEnum
from .extract_queued import ExtractQueued
from .extract_request import ExtractRequest
from .extract_result import ExtractResult
from .extraction_run_counts import ExtractionRunCounts
from .gap import Gap
from .gap_status_enum import GapStatusEnum
from .ingest_result import IngestResult
from .lang_enum import LangEnum
from .mark import Mark
from .memory import Memory
from .memory_create import MemoryCreate
from .memory_detail import MemoryDetail
from .memory_event import MemoryEvent
from .memory_event_kind_enum import MemoryEventKindEnum
from .memory_status_enum import MemoryStatusEnum
from .message import Message
from .message_batch import MessageBatch
from .message_in import MessageIn
from .metrics_response import MetricsResponse
from .metrics_response_totals import MetricsResponseTotals
from .metrics_row import MetricsRow
from .outcome_enum import OutcomeEnum
from .paginated_end_user_list import PaginatedEndUserList
from .paginated_episode_list import PaginatedEpisodeList
from .paginated_experience_list import PaginatedExperienceList
from .paginated_gap_list import PaginatedGapList
from .paginated_memory_or_belief_list import PaginatedMemoryOrBeliefList
from .paginated_message_list import PaginatedMessageList
from .paginated_proactive_message_list import PaginatedProactiveMessageList
from .paginated_run_list import PaginatedRunList
from .paginated_trace_list import PaginatedTraceList
from .paginated_webhook_delivery_list import PaginatedWebhookDeliveryList
from .paginated_webhook_endpoint_list import PaginatedWebhookEndpointList
from .patched_end_user import PatchedEndUser
from .patched_experience_patch import PatchedExperiencePatch
from .patched_memory_patch import PatchedMemoryPatch
from .patched_webhook_endpoint_write import PatchedWebhookEndpointWrite
from .plan_request import PlanRequest
from .plan_response import PlanResponse
from .proactive_message import ProactiveMessage
from .proactive_message_status_enum import ProactiveMessageStatusEnum
from .profile import Profile
from .profile_item import ProfileItem
from .profile_section import ProfileSection
from .reason import Reason
from .reason_enum import ReasonEnum
from .reflect_result import ReflectResult
from .reply import Reply
from .result_enum import ResultEnum
from .review_state_enum import ReviewStateEnum
from .role_enum import RoleEnum
from .run import Run
from .run_complete import RunComplete
from .run_complete_status_enum import RunCompleteStatusEnum
from .run_completed import RunCompleted
from .run_detail import RunDetail
from .run_event import RunEvent
from .run_event_batch import RunEventBatch
from .run_event_in import RunEventIn
from .run_events_result import RunEventsResult
from .run_start import RunStart
from .search_hit import SearchHit
from .search_hit_scores import SearchHitScores
from .search_memory import SearchMemory
from .search_memory_components import SearchMemoryComponents
from .search_message import SearchMessage
from .search_response import SearchResponse
from .source import Source
from .speaker_enum import SpeakerEnum
from .supersede import Supersede
from .trace import Trace
from .trace_detail import TraceDetail
from .trace_detail_candidates_item import TraceDetailCandidatesItem
from .trace_kind_enum import TraceKindEnum
from .type_enum import TypeEnum
from .usage_budget import UsageBudget
from .usage_day import UsageDay
from .usage_job import UsageJob
from .usage_model import UsageModel
from .usage_purpose import UsagePurpose
from .usage_report import UsageReport
from .usage_totals import UsageTotals
from .usage_user import UsageUser
from .user_search_response import UserSearchResponse
from .v1_experiences_list_kind_item import V1ExperiencesListKindItem
from .v1_experiences_list_result_item import V1ExperiencesListResultItem
from .v1_experiences_list_status_item import V1ExperiencesListStatusItem
from .v1_memories_list_outcome import V1MemoriesListOutcome
from .v1_memories_list_review import V1MemoriesListReview
from .v1_memories_list_status_item import V1MemoriesListStatusItem
from .v1_memories_list_type_item import V1MemoriesListTypeItem
from .v1_proactive_messages_list_reason import V1ProactiveMessagesListReason
from .v1_proactive_messages_list_status import V1ProactiveMessagesListStatus
from .v1_traces_list_kind import V1TracesListKind
from .v1_users_gaps_list_status_item import V1UsersGapsListStatusItem
from .v1_users_profile_retrieve_format import V1UsersProfileRetrieveFormat
from .v1_users_profile_retrieve_lang import V1UsersProfileRetrieveLang
from .v1_users_search_retrieve_type_item import V1UsersSearchRetrieveTypeItem
from .v1_webhooks_deliveries_list_status import V1WebhooksDeliveriesListStatus
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_status_enum import WebhookDeliveryStatusEnum
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_created import WebhookEndpointCreated
from .webhook_endpoint_write import WebhookEndpointWrite
from .webhook_event_type_enum import WebhookEventTypeEnum

__all__ = (
    "Belief",
    "BlankEnum",
    "ContextMemory",
    "ContextRequest",
    "ContextResponse",
    "ContextSnippet",
    "EndUser",
    "Episode",
    "EpisodeHit",
    "Erased",
    "ErasedErased",
    "Error",
    "ErrorDetail",
    "ErrorDetailFields",
    "Experience",
    "ExperienceCreate",
    "ExperienceKindEnum",
    "ExperienceStatusEnum",
    "ExtractionRunCounts",
    "ExtractQueued",
    "ExtractRequest",
    "ExtractResult",
    "Gap",
    "GapStatusEnum",
    "IngestResult",
    "LangEnum",
    "Mark",
    "Memory",
    "MemoryCreate",
    "MemoryDetail",
    "MemoryEvent",
    "MemoryEventKindEnum",
    "MemoryStatusEnum",
    "Message",
    "MessageBatch",
    "MessageIn",
    "MetricsResponse",
    "MetricsResponseTotals",
    "MetricsRow",
    "OutcomeEnum",
    "PaginatedEndUserList",
    "PaginatedEpisodeList",
    "PaginatedExperienceList",
    "PaginatedGapList",
    "PaginatedMemoryOrBeliefList",
    "PaginatedMessageList",
    "PaginatedProactiveMessageList",
    "PaginatedRunList",
    "PaginatedTraceList",
    "PaginatedWebhookDeliveryList",
    "PaginatedWebhookEndpointList",
    "PatchedEndUser",
    "PatchedExperiencePatch",
    "PatchedMemoryPatch",
    "PatchedWebhookEndpointWrite",
    "PlanRequest",
    "PlanResponse",
    "ProactiveMessage",
    "ProactiveMessageStatusEnum",
    "Profile",
    "ProfileItem",
    "ProfileSection",
    "Reason",
    "ReasonEnum",
    "ReflectResult",
    "Reply",
    "ResultEnum",
    "ReviewStateEnum",
    "RoleEnum",
    "Run",
    "RunComplete",
    "RunCompleted",
    "RunCompleteStatusEnum",
    "RunDetail",
    "RunEvent",
    "RunEventBatch",
    "RunEventIn",
    "RunEventsResult",
    "RunStart",
    "SearchHit",
    "SearchHitScores",
    "SearchMemory",
    "SearchMemoryComponents",
    "SearchMessage",
    "SearchResponse",
    "Source",
    "SpeakerEnum",
    "Supersede",
    "Trace",
    "TraceDetail",
    "TraceDetailCandidatesItem",
    "TraceKindEnum",
    "TypeEnum",
    "UsageBudget",
    "UsageDay",
    "UsageJob",
    "UsageModel",
    "UsagePurpose",
    "UsageReport",
    "UsageTotals",
    "UsageUser",
    "UserSearchResponse",
    "V1ExperiencesListKindItem",
    "V1ExperiencesListResultItem",
    "V1ExperiencesListStatusItem",
    "V1MemoriesListOutcome",
    "V1MemoriesListReview",
    "V1MemoriesListStatusItem",
    "V1MemoriesListTypeItem",
    "V1ProactiveMessagesListReason",
    "V1ProactiveMessagesListStatus",
    "V1TracesListKind",
    "V1UsersGapsListStatusItem",
    "V1UsersProfileRetrieveFormat",
    "V1UsersProfileRetrieveLang",
    "V1UsersSearchRetrieveTypeItem",
    "V1WebhooksDeliveriesListStatus",
    "WebhookDelivery",
    "WebhookDeliveryStatusEnum",
    "WebhookEndpoint",
    "WebhookEndpointCreated",
    "WebhookEndpointWrite",
    "WebhookEventTypeEnum",
)
