package io.agentcage.kubernetes.internal;

import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.kubernetes.KubernetesConfig;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReviewBuilder;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.ArrayList;
import java.util.List;

/**
 * What an executor checks before it serves: that the API server answers, that its identity has every permission
 * it needs (asked with SelfSubjectAccessReviews, so that a missing one is named now rather than at the first
 * execution), and that the deny-all NetworkPolicy for the sandbox pods exists (created when missing, unless an
 * operator manages it).
 */
public final class Access {
    /** The permissions an executor needs: verb, resource, subresource (group "" = core, networking.k8s.io). */
    static final List<String[]> NEEDED = List.of(
            new String[] {"create", "pods", ""}, new String[] {"get", "pods", ""}, new String[] {"list", "pods", ""},
            new String[] {"watch", "pods", ""}, new String[] {"patch", "pods", ""},
            new String[] {"delete", "pods", ""}, new String[] {"create", "pods", "attach"},
            new String[] {"get", "networkpolicies", ""});

    private final KubernetesClient client;
    private final String namespace;
    private final KubernetesConfig config;
    private final PodSpecs specs;

    public Access(KubernetesClient client, String namespace, KubernetesConfig config, PodSpecs specs) {
        this.client = client;
        this.namespace = namespace;
        this.config = config;
        this.specs = specs;
    }

    /**
     * Runs every check.
     *
     * @throws SandboxUnavailableException naming the API server, each missing permission, or the policy problem
     */
    public void check() {
        List<String> missing = new ArrayList<>();
        List<String[]> needed = new ArrayList<>(NEEDED);
        if (!config.network() && config.manageNetworkPolicy()) {
            needed.add(new String[] {"create", "networkpolicies", ""});
        }
        for (String[] p : needed) {
            if (!allowed(p[0], p[1], p[2])) {
                missing.add("'" + p[0] + "' on " + p[1] + (p[2].isEmpty() ? "" : "/" + p[2]));
            }
        }
        if (!missing.isEmpty()) {
            throw new SandboxUnavailableException("this identity lacks permissions the Kubernetes executor needs in "
                    + "namespace " + namespace + ": " + String.join(", ", missing) + "; "
                    + KubernetesFaults.RBAC_HINT);
        }
        if (!config.network()) {
            ensureNetworkPolicy();
        }
    }

    /** Whether the API server says this identity may do it; true when it cannot say (the review is best effort). */
    private boolean allowed(String verb, String resource, String subresource) {
        SelfSubjectAccessReview review = new SelfSubjectAccessReviewBuilder().withNewSpec()
                .withNewResourceAttributes().withNamespace(namespace).withVerb(verb).withResource(resource)
                .withGroup(resource.equals("networkpolicies") ? "networking.k8s.io" : "")
                .withSubresource(subresource.isEmpty() ? null : subresource).endResourceAttributes().endSpec().build();
        try {
            SelfSubjectAccessReview answer = client.authorization().v1().selfSubjectAccessReview().create(review);
            return answer == null || answer.getStatus() == null || answer.getStatus().getAllowed() == null
                    || answer.getStatus().getAllowed();
        } catch (KubernetesClientException e) {
            if (KubernetesFaults.isUnreachable(e) || e.getCode() == 401) {
                throw unavailable(KubernetesFaults.translate("review", "permissions", namespace, e));
            }
            return true; // reviews themselves refused or unsupported: the real calls will say what is missing
        }
    }

    private void ensureNetworkPolicy() {
        NetworkPolicy existing;
        try {
            existing = client.network().v1().networkPolicies().inNamespace(namespace)
                    .withName(PodSpecs.NETWORK_POLICY).get();
            if (existing == null && config.manageNetworkPolicy()) {
                try {
                    existing = client.network().v1().networkPolicies().inNamespace(namespace)
                            .resource(specs.denyAllPolicy()).create();
                } catch (KubernetesClientException e) {
                    if (e.getCode() != 409) {
                        throw e;
                    }
                    existing = client.network().v1().networkPolicies().inNamespace(namespace)
                            .withName(PodSpecs.NETWORK_POLICY).get();
                }
            }
        } catch (KubernetesClientException e) {
            throw unavailable(KubernetesFaults.translate(existingVerb(e), "networkpolicies", namespace, e));
        }
        if (existing == null) {
            throw new SandboxUnavailableException("the deny-all NetworkPolicy '" + PodSpecs.NETWORK_POLICY
                    + "' is missing in namespace " + namespace + " and this executor is configured not to create "
                    + "it; apply the policy from sandbox-kubernetes/README.md, or let the executor manage it");
        }
        if (!PodSpecs.isDenyAll(existing)) {
            throw new SandboxUnavailableException("the NetworkPolicy '" + PodSpecs.NETWORK_POLICY + "' in namespace "
                    + namespace + " is not the deny-all policy the sandbox needs (it must select "
                    + PodLabels.MANAGED + "=true, name Ingress and Egress, and allow nothing); delete it so that "
                    + "the executor recreates it, or fix it");
        }
    }

    private static String existingVerb(KubernetesClientException e) {
        return e.getCode() == 403 && String.valueOf(e.getMessage()).contains("create") ? "create" : "get";
    }

    private static SandboxUnavailableException unavailable(SandboxException e) {
        return e instanceof SandboxUnavailableException ? (SandboxUnavailableException) e
                : new SandboxUnavailableException(e.getMessage(), e);
    }
}
