// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The ENS registry of EIP-137 (owner, resolver and TTL per node), written for the Portico devnet
/// after ENS's own MIT-licensed ENSRegistry: the root node belongs to the deployer.
contract ENSRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;
    mapping(address => mapping(address => bool)) private operators;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner_);
    event Transfer(bytes32 indexed node, address owner_);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    modifier authorised(bytes32 node) {
        address nodeOwner = records[node].owner;
        require(nodeOwner == msg.sender || operators[nodeOwner][msg.sender], "ENSRegistry: not authorised");
        _;
    }

    constructor() {
        records[0x0].owner = msg.sender;
    }

    function setRecord(bytes32 node, address owner_, address resolver_, uint64 ttl_) external {
        setOwner(node, owner_);
        _setResolverAndTTL(node, resolver_, ttl_);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address owner_, address resolver_, uint64 ttl_)
        external
    {
        bytes32 subnode = setSubnodeOwner(node, label, owner_);
        _setResolverAndTTL(subnode, resolver_, ttl_);
    }

    function setOwner(bytes32 node, address owner_) public authorised(node) {
        records[node].owner = owner_;
        emit Transfer(node, owner_);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address owner_)
        public
        authorised(node)
        returns (bytes32)
    {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = owner_;
        emit NewOwner(node, label, owner_);
        return subnode;
    }

    function setResolver(bytes32 node, address resolver_) public authorised(node) {
        records[node].resolver = resolver_;
        emit NewResolver(node, resolver_);
    }

    function setTTL(bytes32 node, uint64 ttl_) public authorised(node) {
        records[node].ttl = ttl_;
        emit NewTTL(node, ttl_);
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function owner(bytes32 node) external view returns (address) {
        address addr = records[node].owner;
        return addr == address(this) ? address(0) : addr;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function isApprovedForAll(address owner_, address operator) external view returns (bool) {
        return operators[owner_][operator];
    }

    function _setResolverAndTTL(bytes32 node, address resolver_, uint64 ttl_) private {
        if (resolver_ != records[node].resolver) {
            records[node].resolver = resolver_;
            emit NewResolver(node, resolver_);
        }
        if (ttl_ != records[node].ttl) {
            records[node].ttl = ttl_;
            emit NewTTL(node, ttl_);
        }
    }
}
